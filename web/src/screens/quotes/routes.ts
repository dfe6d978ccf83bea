import type { RouteObject } from 'react-router';
import { detailRoute, listRoute } from '../../routes/resourceRoutes';
import { quoteList } from './QuoteList';
import { quoteRecord } from './QuoteRecord';

export const quoteRoutes: RouteObject[] = [
  listRoute('deals/quotes', quoteList),
  detailRoute('deals/quotes/:id', quoteRecord),
];

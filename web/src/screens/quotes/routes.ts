import type { RouteObject } from 'react-router';
import { detailRoute, listRoute } from '../../routes/resourceRoutes';

export const quoteRoutes: RouteObject[] = [
  listRoute('deals/quotes', { type: 'quotes', routeName: 'quotes.index' }, () => import('./QuoteList').then((m) => m.quoteList)),
  detailRoute('deals/quotes/:id', 'quotes', () => import('../../__generated__/QuoteRecordQuery.graphql'), () => import('./QuoteRecord').then((m) => m.quoteRecord)),
];

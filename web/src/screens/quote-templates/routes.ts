import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { quoteTemplateList } from './QuoteTemplateList';
import { quoteTemplateRecord } from './QuoteTemplateRecord';

export const quoteTemplateRoutes: RouteObject[] = [
  listRoute('deals/quote-templates', quoteTemplateList),
  createRoute('deals/quote-templates/create', quoteTemplateRecord),
  detailRoute('deals/quote-templates/:id', quoteTemplateRecord),
];

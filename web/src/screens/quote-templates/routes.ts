import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const quoteTemplateRoutes: RouteObject[] = [
  listRoute('deals/quote-templates', { type: 'quote-templates', routeName: 'quote-templates.index' }, () => import('./QuoteTemplateList').then((m) => m.quoteTemplateList)),
  createRoute('deals/quote-templates/create', 'quote-templates', () => import('./QuoteTemplateRecord').then((m) => m.quoteTemplateRecord)),
  detailRoute('deals/quote-templates/:id', 'quote-templates', () => import('../../__generated__/QuoteTemplateRecordQuery.graphql'), () => import('./QuoteTemplateRecord').then((m) => m.quoteTemplateRecord)),
];

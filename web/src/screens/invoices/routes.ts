import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const invoiceRoutes: RouteObject[] = [
  listRoute('invoices', { type: 'invoices', routeName: 'invoices.index' }, () => import('./InvoiceList').then((m) => m.invoiceList)),
  createRoute('invoices/create', 'invoices', () => import('./InvoiceRecord').then((m) => m.invoiceRecord)),
  detailRoute('invoices/:id', 'invoices', () => import('../../__generated__/InvoiceRecordQuery.graphql'), () => import('./InvoiceRecord').then((m) => m.invoiceRecord)),
];

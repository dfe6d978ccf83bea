import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { invoiceList } from './InvoiceList';
import { invoiceRecord } from './InvoiceRecord';

export const invoiceRoutes: RouteObject[] = [
  listRoute('invoices', invoiceList),
  createRoute('invoices/create', invoiceRecord),
  detailRoute('invoices/:id', invoiceRecord),
];

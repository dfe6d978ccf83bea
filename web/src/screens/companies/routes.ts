import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute, pageRoute } from '../../routes/resourceRoutes';

export const companyRoutes: RouteObject[] = [
  listRoute('companies', { type: 'companies', routeName: 'companies.index' }, () => import('./CompanyList').then((m) => m.companyList)),
  createRoute('companies/create', 'companies', () => import('./CompanyRecord').then((m) => m.companyRecord)),
  detailRoute('companies/:id', 'companies', () => import('../../__generated__/CompanyRecordQuery.graphql'), () => import('./CompanyRecord').then((m) => m.companyRecord)),
  // The identity platform's way back after a customer's admin consented to the directory sync.
  pageRoute('msgraph/consent', 'companies.update', () => import('./DirectoryConsentCallback').then((m) => m.DirectoryConsentCallback)),
];

import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import { RouteError } from '../../routes/RouteError';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { companyList } from './CompanyList';
import { companyRecord } from './CompanyRecord';
import { DirectoryConsentCallback } from './DirectoryConsentCallback';

export const companyRoutes: RouteObject[] = [
  listRoute('companies', companyList),
  createRoute('companies/create', companyRecord),
  detailRoute('companies/:id', companyRecord),
  // The identity platform's way back after a customer's admin consented to the directory sync.
  {
    path: 'msgraph/consent',
    handle: { routeName: 'companies.update' } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, 'companies.update');
      return null;
    },
    Component: DirectoryConsentCallback,
    ErrorBoundary: RouteError,
  },
];

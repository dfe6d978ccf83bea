import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { companyList } from './CompanyList';
import { companyRecord } from './CompanyRecord';

export const companyRoutes: RouteObject[] = [
  listRoute('companies', companyList),
  createRoute('companies/create', companyRecord),
  detailRoute('companies/:id', companyRecord),
];

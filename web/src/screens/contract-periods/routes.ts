import type { RouteObject } from 'react-router';
import { detailRoute } from '../../routes/resourceRoutes';

export const contractPeriodRoutes: RouteObject[] = [detailRoute('contract-periods/:id', 'contracts', () => import('../../__generated__/ContractPeriodRecordQuery.graphql'), () => import('./ContractPeriodRecord').then((m) => m.contractPeriodRecord))];

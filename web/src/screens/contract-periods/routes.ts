import type { RouteObject } from 'react-router';
import { detailRoute } from '../../routes/resourceRoutes';
import { contractPeriodRecord } from './ContractPeriodRecord';

export const contractPeriodRoutes: RouteObject[] = [detailRoute('contract-periods/:id', contractPeriodRecord)];

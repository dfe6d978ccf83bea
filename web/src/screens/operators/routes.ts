import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { operatorList } from './OperatorList';
import { operatorRecord } from './OperatorRecord';

export const operatorRoutes: RouteObject[] = [
  listRoute('operators', operatorList),
  createRoute('operators/create', operatorRecord),
  detailRoute('operators/:id', operatorRecord),
];

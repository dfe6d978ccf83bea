import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { assetList } from './AssetList';
import { assetRecord } from './AssetRecord';

export const assetRoutes: RouteObject[] = [
  listRoute('assets', assetList),
  createRoute('assets/create', assetRecord),
  detailRoute('assets/:id', assetRecord),
];

import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const assetRoutes: RouteObject[] = [
  listRoute('assets', { type: 'assets', routeName: 'assets.index' }, () => import('./AssetList').then((m) => m.assetList)),
  createRoute('assets/create', 'assets', () => import('./AssetRecord').then((m) => m.assetRecord)),
  detailRoute('assets/:id', 'assets', () => import('../../__generated__/AssetRecordQuery.graphql'), () => import('./AssetRecord').then((m) => m.assetRecord)),
];

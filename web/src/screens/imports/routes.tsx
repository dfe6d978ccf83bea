import { Suspense } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { guardRoute } from '../../routes/guard';
import { listRoute, type RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { ImportCreateScreen } from './ImportCreateScreen';
import { importList } from './ImportList';

export const importRoutes: RouteObject[] = [
  listRoute('imports', importList),
  {
    path: 'imports/create',
    handle: { routeName: 'imports.store' } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, 'imports.store');
      return null;
    },
    Component: () => (
      <Suspense fallback={<PageSpinner />}>
        <ImportCreateScreen />
      </Suspense>
    ),
    ErrorBoundary: RouteError,
  },
];

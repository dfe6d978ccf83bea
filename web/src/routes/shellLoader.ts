import type { PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router';
import type { ShellRouteQuery } from '../__generated__/ShellRouteQuery.graphql';
import type { ViewerInfo } from '../relay/viewer';
import { shellQuery } from './firstScreens';
import { guardRoute } from './guard';
import { preloadQuery } from './preload';

export interface ShellData {
  viewer: ViewerInfo;
  queryRef: PreloadedQuery<ShellRouteQuery>;
}

/** Every signed-in screen: the guard without a route check (the child routes check theirs), and the header's query. */
export async function shellLoader({ request }: LoaderFunctionArgs): Promise<ShellData> {
  const [viewer, query] = await Promise.all([guardRoute(request, null), shellQuery()]);
  return { viewer, queryRef: preloadQuery<ShellRouteQuery>(query.default, {}) };
}

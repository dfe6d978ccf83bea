import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';

/**
 * The first page's loaders run before anything is rendered; a top-level route without a fallback
 * renders nothing meanwhile and makes react-router warn on every load.
 */
export const withFallback = (routes: RouteObject[]): RouteObject[] => routes.map((route) => ({ HydrateFallback: PageSpinner, ...route }) as RouteObject);

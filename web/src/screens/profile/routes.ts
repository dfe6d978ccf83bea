import type { RouteObject } from 'react-router';
import { pageRoute } from '../../routes/resourceRoutes';

/** /profile is unchecked (spec core §2): every signed-in user has one. */
export const profileRoutes: RouteObject[] = [pageRoute('profile', 'profile', () => import('./ProfileScreen').then((m) => m.ProfileScreen))];

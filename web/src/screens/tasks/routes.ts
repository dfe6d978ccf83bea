import type { RouteObject } from 'react-router';
import { listRoute } from '../../routes/resourceRoutes';

export const taskRoutes: RouteObject[] = [listRoute('tasks', { type: 'tasks', routeName: 'tasks.index' }, () => import('./TaskList').then((m) => m.taskList))];

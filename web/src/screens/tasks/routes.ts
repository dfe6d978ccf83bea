import type { RouteObject } from 'react-router';
import { listRoute } from '../../routes/resourceRoutes';
import { taskList } from './TaskList';

export const taskRoutes: RouteObject[] = [listRoute('tasks', taskList)];

import { Stack } from '@chakra-ui/react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { listRoute } from '../../routes/resourceRoutes';
import { activityLogList } from './ActivityLogList';
import { subjectFilterAddress } from './subjectFilter';
import { SubjectFilterBanner } from './SubjectFilterBanner';

const list = listRoute('activity-log', activityLogList);
const ListScreen = list.Component!;
const loadList = list.loader as (args: LoaderFunctionArgs) => Promise<unknown>;

export const activityLogRoutes: RouteObject[] = [
  {
    ...list,
    loader: (args: LoaderFunctionArgs) => {
      const address = subjectFilterAddress(new URL(args.request.url));
      if (address) throw redirect(address);
      return loadList(args);
    },
    Component: () => (
      <Stack gap="3">
        <SubjectFilterBanner />
        <ListScreen />
      </Stack>
    ),
  },
];

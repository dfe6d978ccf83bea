import { Stack } from '@chakra-ui/react';
import { ListRouteView } from '../../routes/listViews';
import { activityLogList } from './ActivityLogList';
import { SubjectFilterBanner } from './SubjectFilterBanner';

/** The activity log: the list, under the banner of the record it is filtered on. */
export function ActivityLogRoute() {
  return (
    <Stack gap="3">
      <SubjectFilterBanner />
      <ListRouteView config={activityLogList} />
    </Stack>
  );
}

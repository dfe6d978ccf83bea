import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useLoaderData } from 'react-router';
import { nlCloud } from '../../i18n/nl/cloud';
import { nlResources } from '../../i18n/nl/resources';
import { ListRouteView } from '../../routes/listViews';
import { cloudSubscriptionList } from './CloudSubscriptionList';
import { MODULE_OFF } from './moduleOff';

function ModuleOff() {
  return (
    <Stack gap="4" data-testid="cloud-module-off">
      <Heading as="h1" size="xl">
        {nlResources['cloud-distribution-subscriptions'].title}
      </Heading>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{nlCloud.moduleOffTitle}</Alert.Title>
          <Alert.Description>{nlCloud.moduleOff}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}

/** The licences list, or a clear message instead of an error when the tenant has the module off. */
export function CloudSubscriptionsRoute() {
  return useLoaderData() === MODULE_OFF ? <ModuleOff /> : <ListRouteView config={cloudSubscriptionList} />;
}

import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { nl } from '../../i18n/nl';
import { guardRoute } from '../../routes/guard';
import { listRoute } from '../../routes/resourceRoutes';
import { cloudSubscriptionList } from './CloudSubscriptionList';

/** The tenant module licences belong to; while it is off the REST service answers 404. */
const CLOUD_MODULE = 'mod_cloud_distribution';
const MODULE_OFF = 'module-off';

function ModuleOff() {
  return (
    <Stack gap="4" data-testid="cloud-module-off">
      <Heading as="h1" size="xl">
        {nl.resources['cloud-distribution-subscriptions'].title}
      </Heading>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{nl.cloud.moduleOffTitle}</Alert.Title>
          <Alert.Description>{nl.cloud.moduleOff}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}

const list = listRoute('cloud-subscriptions', cloudSubscriptionList);
const ListComponent = list.Component!;
const listLoader = list.loader as (args: LoaderFunctionArgs) => Promise<unknown>;

/** The licences list, or a clear message instead of an error when the tenant has the module off. */
export const cloudSubscriptionRoutes: RouteObject[] = [
  {
    ...list,
    loader: async (args: LoaderFunctionArgs) => {
      const viewer = await guardRoute(args.request, cloudSubscriptionList.routeName);
      if (viewer.modules[CLOUD_MODULE] !== true) return MODULE_OFF;
      return listLoader(args);
    },
    Component: function CloudSubscriptionsRoute() {
      return useLoaderData() === MODULE_OFF ? <ModuleOff /> : <ListComponent />;
    },
  },
];

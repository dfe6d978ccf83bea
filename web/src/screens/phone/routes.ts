import { fetchQuery, graphql } from 'react-relay/hooks';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { routesPhoneLookupQuery } from '../../__generated__/routesPhoneLookupQuery.graphql';
import { environment } from '../../relay/environment';
import { guardRoute } from '../../routes/guard';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { PageSpinner } from '../../components/PageSpinner';
import { phoneTarget } from './phoneTarget';

const lookupQuery = graphql`
  query routesPhoneLookupQuery($phone: String!) {
    phoneLookup(phone: $phone) {
      type
      databaseId
      record {
        ... on Client {
          companies {
            databaseId
          }
        }
      }
    }
  }
`;

// The route name of creating a ticket: telephony integrations open this address for a call.
const routeName = 'tickets.store';

export const phoneRoutes: RouteObject[] = [
  {
    path: 'phone/:phone',
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request, params }: LoaderFunctionArgs) => {
      await guardRoute(request, routeName);
      const phone = params.phone ?? '';
      const data = await fetchQuery<routesPhoneLookupQuery>(environment, lookupQuery, { phone }, { fetchPolicy: 'network-only' }).toPromise();
      const match = data?.phoneLookup;
      const companies = match?.record && 'companies' in match.record ? match.record.companies : undefined;
      throw redirect(phoneTarget(phone, match ? { type: match.type, databaseId: match.databaseId, companyIds: companies?.map((company) => company.databaseId) } : null));
    },
    Component: PageSpinner,
    ErrorBoundary: RouteError,
  },
];

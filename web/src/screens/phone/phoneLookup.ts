import { fetchQuery, graphql } from 'react-relay/hooks';
import type { phoneLookupQuery } from '../../__generated__/phoneLookupQuery.graphql';
import { environment } from '../../relay/environment';
import type { PhoneMatch } from './phoneTarget';

// Loaded by the /phone route only: a call opens it now and then, every screen would carry it.
const lookupQuery = graphql`
  query phoneLookupQuery($phone: String!) {
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

/** Who a phone number belongs to, as phoneTarget reads it; null for an unknown number. */
export async function lookupPhone(phone: string): Promise<PhoneMatch | null> {
  const data = await fetchQuery<phoneLookupQuery>(environment, lookupQuery, { phone }, { fetchPolicy: 'network-only' }).toPromise();
  const match = data?.phoneLookup;
  const companies = match?.record && 'companies' in match.record ? match.record.companies : undefined;
  return match ? { type: match.type, databaseId: match.databaseId, companyIds: companies?.map((company) => company.databaseId) } : null;
}

import { fetchQuery, graphql } from 'react-relay/hooks';
import type { settingsDataQuery } from '../../__generated__/settingsDataQuery.graphql';
import { environment } from '../../relay/environment';

const query = graphql`
  query settingsDataQuery {
    configs(first: 100, orderBy: [{ field: "name", direction: ASC }]) {
      edges {
        node {
          id
          databaseId
          name
          value
          inputType
        }
      }
    }
  }
`;

export interface Setting {
  id: string;
  name: string;
  value: string;
  inputType: string;
}

/** The tenant's settings (configs: key and value), fresh from the server. */
export async function loadSettings(): Promise<Setting[]> {
  const data = await fetchQuery<settingsDataQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
  return (data?.configs?.edges ?? []).map(({ node }) => ({ id: node.id, name: node.name ?? '', value: node.value ?? '', inputType: node.inputType ?? 'text' }));
}

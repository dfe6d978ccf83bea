import { fetchQuery, graphql } from 'react-relay/hooks';
import type { permissionsDataPageQuery } from '../../__generated__/permissionsDataPageQuery.graphql';
import type { permissionsDataRolesQuery } from '../../__generated__/permissionsDataRolesQuery.graphql';
import { environment } from '../../relay/environment';

const rolesQuery = graphql`
  query permissionsDataRolesQuery {
    roles(first: 100) {
      edges {
        node {
          id
          databaseId
          name
          displayName
          operator
          permissions {
            databaseId
          }
        }
      }
    }
  }
`;

const pageQuery = graphql`
  query permissionsDataPageQuery($page: Int!) {
    permissions(first: 100, page: $page, orderBy: [{ field: "name", direction: ASC }]) {
      totalCount
      edges {
        node {
          databaseId
          name
        }
      }
    }
  }
`;

export interface RoleColumn {
  id: string;
  databaseId: number;
  name: string;
  displayName: string;
  operator: number;
  permissionIds: number[];
}

export interface PermissionRow {
  databaseId: number;
  name: string;
}

/** The standard roles in the order the specification names them; other roles follow by name. */
const STANDARD = ['admin', 'operator', 'only_own_tickets', 'read_only', 'only_own_company', 'client', 'quote_token'];

function roleRank(role: RoleColumn): number {
  const index = STANDARD.indexOf(role.name);
  return index === -1 ? STANDARD.length : index;
}

/** Roles: operator roles before contact-person roles, standard ones first. */
export function sortRoles(roles: RoleColumn[]): RoleColumn[] {
  return [...roles].sort((a, b) => b.operator - a.operator || roleRank(a) - roleRank(b) || a.displayName.localeCompare(b.displayName, 'nl'));
}

/** Every permission, page by page (the catalogue holds a few hundred names). */
async function allPermissions(): Promise<PermissionRow[]> {
  const rows: PermissionRow[] = [];
  for (let page = 1; ; page += 1) {
    const data = await fetchQuery<permissionsDataPageQuery>(environment, pageQuery, { page }, { fetchPolicy: 'network-only' }).toPromise();
    const edges = data?.permissions?.edges ?? [];
    rows.push(...edges.map((edge) => ({ databaseId: edge.node.databaseId, name: edge.node.name ?? '' })));
    if (edges.length === 0 || rows.length >= (data?.permissions?.totalCount ?? 0)) return rows;
  }
}

export async function loadPermissionsOverview(): Promise<{ roles: RoleColumn[]; permissions: PermissionRow[] }> {
  const [roleData, permissions] = await Promise.all([
    fetchQuery<permissionsDataRolesQuery>(environment, rolesQuery, {}, { fetchPolicy: 'network-only' }).toPromise(),
    allPermissions(),
  ]);
  const roles = (roleData?.roles?.edges ?? []).map(({ node }) => ({
    id: node.id,
    databaseId: node.databaseId,
    name: node.name ?? '',
    displayName: node.displayName ?? node.name ?? '',
    operator: node.operator ?? 1,
    permissionIds: node.permissions.map((permission) => permission.databaseId),
  }));
  return { roles: sortRoles(roles), permissions };
}

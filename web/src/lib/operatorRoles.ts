/** Operator type → role (back-office §4): 1 and 2 operator, 3 only_own_tickets, 4 read_only, 5 only_own_company. */
export const ROLE_FOR_TYPE: Readonly<Record<string, string>> = { '1': 'operator', '2': 'operator', '3': 'only_own_tickets', '4': 'read_only', '5': 'only_own_company' };

export interface RoleOption {
  id: string;
  name: string;
}

/**
 * The role field after the type changed: the type's role, unless the admin role is chosen (kept).
 * Unknown roles (a tenant without the standard role) leave the field as it is.
 */
export function roleAfterTypeChange(type: string, currentRoleId: string, roles: readonly RoleOption[]): string {
  const current = roles.find((role) => role.id === currentRoleId);
  if (current?.name === 'admin') return currentRoleId;
  const wanted = roles.find((role) => role.name === ROLE_FOR_TYPE[type]);
  return wanted ? wanted.id : currentRoleId;
}

/** The role a form shows for an operator holding these roles: admin first, else the first. */
export function shownRole(roles: readonly { databaseId: number; name?: string | null }[]): string {
  const chosen = roles.find((role) => role.name === 'admin') ?? roles[0];
  return chosen ? String(chosen.databaseId) : '';
}

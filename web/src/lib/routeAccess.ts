/**
 * Route names follow {resource}.index, {resource}.show and {resource}.store (spec core §2). The
 * route guard lets a user in when the route name is among the user's permission names, except
 * for the routes every signed-in user may open.
 */
export const UNCHECKED_ROUTES: ReadonlySet<string> = new Set(['cockpit', 'cockpit.registered-time', 'profile', 'api-settings']);

export type Permissions = ReadonlySet<string> | readonly string[];

function has(permissions: Permissions, name: string): boolean {
  return Array.isArray(permissions) ? permissions.includes(name) : (permissions as ReadonlySet<string>).has(name);
}

export function isRouteAllowed(routeName: string, permissions: Permissions): boolean {
  return UNCHECKED_ROUTES.has(routeName) || has(permissions, routeName);
}

/** 'ticket-groups.show' → 'ticket-groups'. */
export function resourceOfRoute(routeName: string): string {
  const dot = routeName.indexOf('.');
  return dot < 0 ? routeName : routeName.slice(0, dot);
}

export function can(permissions: Permissions, resource: string, action: string): boolean {
  return has(permissions, `${resource}.${action}`);
}

/** Routes whose New button is hidden (spec core §2, "New button"). */
const NO_NEW_BUTTON: ReadonlySet<string> = new Set([
  'quotes',
  'tasks',
  'project-phases',
  'subscription-lines',
  'invoices',
  'time-registrations',
  'used-products',
  'exports',
  'activity-log',
  'cloud-distribution-subscriptions',
]);

/** Detail routes of a child record create its parent instead. */
const NEW_BUTTON_TARGET: Readonly<Record<string, string>> = {
  'subscription-lines': 'subscriptions',
  'project-phases': 'projects',
};

/**
 * The resource the New button creates on a route, or null when it is hidden. The button follows
 * the current route's resource and defaults to tickets (cockpit, profile...). It is hidden on the
 * lists of the resources above; on their detail routes the line and phase records create their
 * parent (a subscription, a project), and the user needs `{resource}.store`.
 */
export function newButtonResource(routeName: string | null, permissions: Permissions, knownResources: ReadonlySet<string>): string | null {
  const routeResource = routeName ? resourceOfRoute(routeName) : '';
  const isList = routeName ? routeName.endsWith('.index') : false;
  let resource = knownResources.has(routeResource) ? routeResource : 'tickets';
  if (NO_NEW_BUTTON.has(resource)) {
    const target = NEW_BUTTON_TARGET[resource];
    if (isList || !target) return null;
    resource = target;
  }
  return can(permissions, resource, 'store') ? resource : null;
}

export interface TabDefinition {
  /** Resource name: the tab needs {name}.index. */
  name: string;
  /** Always shown, whatever the permissions. */
  visible?: boolean;
  /** Shown only with this module on. */
  module?: string;
  hidden?: boolean;
}

/**
 * A tab shows if flagged visible, or if its module is enabled (or it needs none), it is not
 * hidden and the user has {name}.index (spec core §2, "Tab menu").
 */
export function isTabVisible(tab: TabDefinition, permissions: Permissions, modules: Readonly<Record<string, unknown>>): boolean {
  if (tab.visible) return true;
  if (tab.hidden) return false;
  if (tab.module && !isModuleOn(modules, tab.module)) return false;
  return can(permissions, tab.name, 'index');
}

/** Modules come as a map of name → enabled flag; '1', 1 and true all mean on. */
export function isModuleOn(modules: Readonly<Record<string, unknown>>, name: string): boolean {
  const value = modules[name];
  return value === true || value === 1 || value === '1' || value === 'true';
}

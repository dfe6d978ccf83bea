import { createContext, useContext } from 'react';

/**
 * The reference lists (core §3) the screens read, asked with the viewer at login: the fragment
 * guard_viewer names the same (a unit test holds them together).
 */
export const VIEWER_LISTS = ['activities', 'customFields', 'operators', 'priorities', 'rolesOperator', 'ticketStatuses'] as const;
export type ViewerList = (typeof VIEWER_LISTS)[number];
export type ViewerLists = Readonly<Partial<Record<ViewerList, readonly Record<string, unknown>[]>>>;

/** The signed-in user as the screens need it: who, what they may do, and the tenant's settings. */
export interface ViewerInfo {
  id: string;
  databaseId: number;
  fullName: string;
  /** 1 first line, 2 second line, 3-5 restricted operator kinds. */
  line: number | null;
  /** The categories the user handles ('Mijn categorieën'). */
  categoryIds: readonly number[];
  permissions: ReadonlySet<string>;
  modules: Readonly<Record<string, unknown>>;
  configs: Readonly<Record<string, unknown>>;
  /** List preferences per route, as stored on the server. */
  preferences: Readonly<Record<string, unknown>>;
  /** Reference lists by name (ticketStatuses, priorities, operators, ...), REST records. */
  lists: ViewerLists;
  /** nl or en: the portal's language for a contact person. */
  language: string;
  /** The operator who opened this session as the contact ('log in as contact'). */
  impersonatorName: string | null;
  /** The role sees only some records: one it may not see is answered as missing. */
  restricted: boolean;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function lists(value: unknown): ViewerLists {
  const given = record(value);
  const out: Partial<Record<ViewerList, readonly Record<string, unknown>[]>> = {};
  for (const name of VIEWER_LISTS) {
    const list = given[name];
    if (Array.isArray(list)) out[name] = list.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object');
  }
  return out;
}

export interface ViewerQueryData {
  readonly user: {
    readonly id: string;
    readonly databaseId: number;
    readonly fullName: string | null | undefined;
    readonly isOperator?: number | null;
    readonly categories?: readonly { readonly databaseId: number }[] | null;
  };
  readonly permissions: readonly string[];
  readonly modules: unknown;
  readonly configs: unknown;
  readonly preferences: unknown;
  readonly lists: unknown;
  readonly language?: string | null;
  readonly impersonator?: { readonly fullName: string } | null;
  readonly restricted?: boolean | null;
}

export function toViewerInfo(viewer: ViewerQueryData): ViewerInfo {
  return {
    id: viewer.user.id,
    databaseId: viewer.user.databaseId,
    fullName: viewer.user.fullName ?? '',
    line: viewer.user.isOperator ?? null,
    categoryIds: (viewer.user.categories ?? []).map((c) => c.databaseId),
    permissions: new Set(viewer.permissions),
    modules: record(viewer.modules),
    configs: record(viewer.configs),
    preferences: record(viewer.preferences),
    lists: lists(viewer.lists),
    language: viewer.language ?? 'nl',
    impersonatorName: viewer.impersonator?.fullName ?? null,
    restricted: viewer.restricted ?? false,
  };
}

export const ViewerContext = createContext<ViewerInfo | null>(null);

/** The signed-in user; only used below the shell route, which always provides one. */
export function useViewer(): ViewerInfo {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error('useViewer outside the signed-in shell');
  return viewer;
}

export function useCan(resource: string, action: string): boolean {
  return useViewer().permissions.has(`${resource}.${action}`);
}

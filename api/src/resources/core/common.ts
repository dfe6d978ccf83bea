import type { Db } from '../../db/connection.ts';
import type { AnyDb } from '../../query/compile.ts';
import type { BelongsTo, ResourcePermissions, Row } from '../declaration.ts';

/** Tables of this module are not in the typed schema of the core tables. */
export const untyped = (db: Db) => db as unknown as AnyDb;

export type Action = 'store' | 'update' | 'destroy' | 'archive' | 'restore';

/** `{resource}.{action}` for index, show and the given write actions. */
export function permissionsFor(resource: string, ...actions: Action[]): ResourcePermissions {
  const permissions: ResourcePermissions = { index: `${resource}.index`, show: `${resource}.show` };
  for (const action of actions) permissions[action] = `${resource}.${action}`;
  return permissions;
}

export const belongsTo = (target: string, foreignKey: string): BelongsTo => ({ kind: 'belongsTo', target, foreignKey });

/** Dates and clock times a user reads are Dutch local time. */
export const TIME_ZONE = 'Europe/Amsterdam';

/** The value a write will leave: what the client sends, else what the record holds. */
export function resulting(input: Row, existing: Row | null, name: string): unknown {
  return input[name] !== undefined ? input[name] : (existing?.[name] ?? null);
}

/** Whether a write touches the field (always on create). */
export const touches = (input: Row, existing: Row | null, name: string) => existing === null || input[name] !== undefined;

/** A comma- or semicolon-separated address list, trimmed, without empty entries. */
export function addressList(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

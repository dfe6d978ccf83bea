import { forbidden } from '../errors.ts';
import { ownRelation, relationTargets, type ResourceDeclaration, type Resolve } from '../resources/declaration.ts';
import { requireContactVisible } from './contact-view.ts';
import type { Condition, Include, OrderTerm, Viewer } from './types.ts';

/** The parts of a parsed list or find query that reach other resources. */
export interface Reaching {
  include?: Include[];
  counts?: string[];
  conditions?: Condition[];
  order?: OrderTerm[];
}

/** A resource a query reaches, and the relation path it is reached by ("deal.company.tickets"). */
export interface Reached {
  path: string;
  resource: ResourceDeclaration;
}

const joined = (prefix: string, name: string) => (prefix === '' ? name : `${prefix}.${name}`);

/** Each resource a relation may point at (one, or each type of a polymorphic one). */
function targetsOf(declaration: ResourceDeclaration, resolve: Resolve, name: string): ResourceDeclaration[] {
  const relation = ownRelation(declaration, name);
  return relation ? relationTargets(relation).map(resolve) : [];
}

function walkIncludes(declaration: ResourceDeclaration, resolve: Resolve, include: Include[], prefix: string, out: Reached[]): void {
  for (const node of include) {
    const path = joined(prefix, node.relation);
    // Behind a polymorphic relation a nested name exists in some of its resources only.
    for (const target of targetsOf(declaration, resolve, node.relation)) {
      out.push({ path, resource: target });
      walkIncludes(target, resolve, node.nested, path, out);
    }
  }
}

function walkConditions(declaration: ResourceDeclaration, resolve: Resolve, conditions: Condition[], prefix: string, out: Reached[]): void {
  for (const condition of conditions) {
    if (condition.kind !== 'has') continue;
    const path = joined(prefix, condition.relation);
    for (const target of targetsOf(declaration, resolve, condition.relation)) {
      out.push({ path, resource: target });
      walkConditions(target, resolve, condition.conditions, path, out);
    }
  }
}

/**
 * Every resource a query reaches through relations, at every nesting level: embedded (with, load),
 * counted (withCount, loadCount), filtered on (whereHas, whereDoesntHave) and sorted on
 * (orderBy relation.field). The queried resource
 * itself is not listed: its own route already demands its permission.
 */
export function reachedResources(declaration: ResourceDeclaration, resolve: Resolve, query: Reaching): Reached[] {
  const out: Reached[] = [];
  walkIncludes(declaration, resolve, query.include ?? [], '', out);
  for (const name of query.counts ?? []) {
    for (const target of targetsOf(declaration, resolve, name)) out.push({ path: name, resource: target });
  }
  walkConditions(declaration, resolve, query.conditions ?? [], '', out);
  for (const term of query.order ?? []) {
    if (!term.relation) continue;
    for (const target of targetsOf(declaration, resolve, term.relation)) out.push({ path: term.relation, resource: target });
  }
  return out;
}

/** The first read permission the viewer lacks for what the query reaches, or null. */
export function missingReadPermission(declaration: ResourceDeclaration, resolve: Resolve, query: Reaching, permissions: ReadonlySet<string>): string | null {
  for (const { resource } of reachedResources(declaration, resolve, query)) {
    // A resource without permissions of its own (a message's actor) is part of what reaches it.
    const index = resource.permissions?.index;
    if (index && !permissions.has(index)) return index;
  }
  return null;
}

/**
 * 403 naming the permission when a caller's query reaches a resource the caller may not list; 422
 * when a contact filters or sorts on a field they do not see. Without a viewer (seeds,
 * schedulers, internal checks) nothing is demanded.
 */
export function requireReadable(viewer: Viewer | undefined, declaration: ResourceDeclaration, resolve: Resolve, query: Reaching): void {
  if (!viewer) return;
  const missing = missingReadPermission(declaration, resolve, query, viewer.permissions);
  if (missing) throw forbidden(missing);
  requireContactVisible(viewer, declaration, resolve, query);
}

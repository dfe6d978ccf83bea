import { invalidField } from '../errors.ts';
import { ownRelation, relationTargets, type ContactView, type ResourceDeclaration, type Resolve, type Serialized } from '../resources/declaration.ts';
import type { Condition, OrderTerm, Viewer } from './types.ts';

/** The part of its records a resource shows this viewer, or null when the viewer sees them whole. */
export function contactViewFor(viewer: Viewer | undefined, declaration: ResourceDeclaration): ContactView | null {
  return viewer?.restriction === 'contact' ? (declaration.contactView ?? null) : null;
}

/** Whether a contact person sees, and so may filter and sort on, this field of the resource. */
export function contactSees(declaration: ResourceDeclaration, name: string): boolean {
  return !declaration.contactView || declaration.contactView.fields.includes(name);
}

/** An embedded relation or a `{relation}_count`: each checked against its own permission and shown in its own view. */
const relationKey = (declaration: ResourceDeclaration, key: string) =>
  ownRelation(declaration, key) !== undefined || (key.endsWith('_count') && ownRelation(declaration, key.slice(0, -'_count'.length)) !== undefined);

/**
 * A record as a contact person sees it when it is not one they see whole: the view's fields and
 * appends, mapped where the view says so, and the embedded relations and counts.
 */
export function forContact(declaration: ResourceDeclaration, record: Serialized): Serialized {
  const view = declaration.contactView;
  if (!view) return record;
  const shown: Serialized = {};
  for (const [key, value] of Object.entries(record)) {
    if (!view.fields.includes(key) && !relationKey(declaration, key)) continue;
    const map = view.values && Object.hasOwn(view.values, key) ? view.values[key] : undefined;
    shown[key] = map ? map(value) : value;
  }
  return shown;
}

function fieldOf(condition: Condition): string | null {
  return condition.kind === 'compare' || condition.kind === 'null' || condition.kind === 'in' || condition.kind === 'between' ? condition.field : null;
}

function hiddenInConditions(declaration: ResourceDeclaration, resolve: Resolve, conditions: Condition[]): string | null {
  for (const condition of conditions) {
    if (condition.kind === 'has') {
      const relation = ownRelation(declaration, condition.relation);
      for (const target of relation ? relationTargets(relation).map(resolve) : []) {
        const hidden = hiddenInConditions(target, resolve, condition.conditions);
        if (hidden) return hidden;
      }
      continue;
    }
    const name = fieldOf(condition);
    if (name !== null && !contactSees(declaration, name)) return name;
  }
  return null;
}

/**
 * A filter or sort on a field a contact does not see would tell its value row by row (an
 * operator's e-mail through whereHas actor, a ticket's registered minutes); refused by name.
 */
export function requireContactVisible(
  viewer: Viewer | undefined,
  declaration: ResourceDeclaration,
  resolve: Resolve,
  query: { conditions?: Condition[]; order?: OrderTerm[] },
): void {
  if (viewer?.restriction !== 'contact') return;
  const filtered = hiddenInConditions(declaration, resolve, query.conditions ?? []);
  if (filtered) throw invalidField('builder', `Op kolom ${filtered} kan niet gefilterd worden.`);
  const sortedOn = (term: OrderTerm) => {
    const relation = term.relation ? ownRelation(declaration, term.relation) : undefined;
    return relation ? resolve(relationTargets(relation)[0]) : declaration;
  };
  const sorted = (query.order ?? []).find((term) => !contactSees(sortedOn(term), term.field));
  if (sorted) throw invalidField('builder', `Op kolom ${sorted.relation ? `${sorted.relation}.` : ''}${sorted.field} kan niet gesorteerd worden.`);
}

import { activityLog } from './activity-log.ts';
import { backOfficeDeclarations } from './back-office.ts';
import { clients } from './clients.ts';
import { companies } from './companies.ts';
import { configs } from './configs.ts';
import { coreResourceDeclarations } from './core-resources.ts';
import { customFields, customValues } from './custom-fields.ts';
import { relationTargets, validateDeclarations, type ResourceDeclaration, type Resolve } from './declaration.ts';
import { mailboxes } from './mailboxes.ts';
import { messages } from './messages.ts';
import { operators } from './operators.ts';
import { priorities } from './priorities.ts';
import { permissionsResource, roles } from './roles.ts';
import { tablePresets } from './table-presets.ts';
import { ticketStatuses } from './ticket-statuses.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';

/** Every resource of the service; a new resource is one module and one line here. */
export const declarations: ResourceDeclaration[] = [
  tickets,
  companies,
  clients,
  operators,
  users,
  ticketStatuses,
  priorities,
  messages,
  roles,
  permissionsResource,
  activityLog,
  customFields,
  customValues,
  configs,
  tablePresets,
  mailboxes,
  ...coreResourceDeclarations,
  ...backOfficeDeclarations,
];

const byName = new Map(declarations.map((declaration) => [declaration.name, declaration]));

export const resolve: Resolve = (name) => {
  const declaration = byName.get(name);
  if (!declaration) throw new Error(`Unknown resource ${name}`);
  return declaration;
};

/**
 * What declarations leave to the registry: relations to resources that are not declared (yet) are
 * dropped when marked ifRegistered, custom_values becomes a relation of every resource with custom
 * fields, and the activity log and custom fields learn which resources exist.
 */
function complete(): void {
  for (const declaration of declarations) {
    for (const [name, relation] of Object.entries(declaration.relations)) {
      if (relation.ifRegistered && !relationTargets(relation).every((target) => byName.has(target))) delete declaration.relations[name];
    }
    if (declaration.customFields && !declaration.relations.custom_values) {
      declaration.relations.custom_values = {
        kind: 'morphMany',
        target: 'custom-values',
        typeField: 'morphable_type',
        idField: 'morphable_id',
        morphType: declaration.customFields,
      };
    }
  }
  const subject = activityLog.relations.subject;
  if (subject.kind === 'morphTo') {
    for (const declaration of declarations) if (declaration.route && declaration !== activityLog) subject.targets[declaration.name] = declaration.name;
  }
  const morphableType = customFields.fields.morphable_type.input!;
  customFields.fields.morphable_type.input = {
    ...morphableType,
    in: declarations.flatMap((declaration) => (declaration.customFields ? [declaration.customFields] : [])),
  };
}

complete();
validateDeclarations(declarations, resolve);

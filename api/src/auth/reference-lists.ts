import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import type { Access } from '../query/compile.ts';
import { allRecords } from '../query/execute.ts';
import { configValue } from '../resources/configs.ts';
import { unprocessable } from '../errors.ts';
import type { ResourceDeclaration, Resolve, Serialized } from '../resources/declaration.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '../notifications/settings.ts';
import { moduleActive } from './guard.ts';

/**
 * The reference lists of core §3 sent with /auth/me, each filled from the resource of that name
 * when one is declared (so a new resource shows up by itself), else from a fixed list of the spec's
 * constants, else empty.
 */
export const REFERENCE_LISTS: Record<string, string> = {
  activities: 'activities',
  assetCategories: 'asset-categories',
  assetStatuses: 'asset-statuses',
  businessHourContracts: 'business-hour-contracts',
  categories: 'categories',
  cloudDistributors: 'cloud-distributors',
  dealStages: 'deal-stages',
  operators: 'operators',
  operatorTypes: 'operator-types',
  cockpitWidgets: 'cockpit-widgets',
  cockpitDashboards: 'cockpit-dashboards',
  configs: 'configs',
  contractPeriods: 'contract-periods',
  subscriptionPeriods: 'subscription-periods',
  countries: 'countries',
  customFields: 'custom-fields',
  importDefinitions: 'import-definitions',
  messageTemplates: 'templates',
  notificationTypes: 'notification-types',
  notificationChannels: 'notification-channels',
  prepaidCards: 'prepaid-cards',
  permissions: 'permissions',
  priorities: 'priorities',
  products: 'products',
  projectPhases: 'project-phases',
  projectLines: 'project-lines',
  rolesOperator: 'roles',
  rolesClient: 'roles',
  services: 'services',
  slas: 'slas',
  subscriptionLines: 'subscription-lines',
  ticketStatuses: 'ticket-statuses',
  ticketSources: 'ticket-sources',
  ticketTypes: 'ticket-types',
  ticketTemplates: 'ticket-templates',
  quoteTemplates: 'quote-templates',
  tablePresets: 'table-presets',
  tasks: 'tasks',
  messageThreadStatuses: 'message-thread-statuses',
  projectLineInvoiceTypes: 'project-line-invoice-types',
  projectLineInvoiceMoments: 'project-line-invoice-moments',
};

/** Spec constants for lists no resource serves. */
const FIXED_LISTS: Record<string, Serialized[]> = {
  notificationTypes: NOTIFICATION_TYPES.map((type) => ({ ...type })),
  notificationChannels: NOTIFICATION_CHANNELS.map((channel) => ({ ...channel })),
  operatorTypes: [
    { id: 1, name: 'Eerstelijns' },
    { id: 2, name: 'Tweedelijns' },
    { id: 3, name: 'Alleen eigen tickets' },
    { id: 4, name: 'Alleen lezen' },
    { id: 5, name: 'Alleen eigen bedrijf' },
  ],
  messageThreadStatuses: [
    { id: 1, name: 'Nieuw' },
    { id: 2, name: 'Klant gereageerd' },
    { id: 3, name: 'Behandelaar gereageerd' },
  ],
  projectLineInvoiceTypes: [
    { id: 1, name: 'Artikel' },
    { id: 2, name: 'Uren fixed price' },
    { id: 3, name: 'Uren nacalculatie' },
    { id: 4, name: 'Niet factureren' },
  ],
  projectLineInvoiceMoments: [
    { id: 1, name: 'Akkoord offerte' },
    { id: 2, name: 'Start fase' },
    { id: 3, name: 'Einde fase' },
  ],
};

function declared(resolve: Resolve, name: string): ResourceDeclaration | null {
  try {
    return resolve(name);
  } catch {
    return null;
  }
}

export const listsTexts = {
  unknownList: (name: string) => `Onbekende lijst: ${name}.`,
} as const;

/**
 * The lists `?lists=` asks for: names separated by commas (or the parameter repeated), none for an
 * empty value, every list without the parameter (core §3's /auth/me). A client that uses a few
 * lists asks for those; the rest are whole tables, read and sent for nothing.
 */
export function requestedLists(value: unknown): string[] {
  if (value === undefined) return Object.keys(REFERENCE_LISTS);
  const names = (Array.isArray(value) ? value : [value])
    .flatMap((part) => String(part).split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !Object.hasOwn(REFERENCE_LISTS, name));
  if (unknown.length > 0) throw unprocessable({ lists: unknown.map(listsTexts.unknownList) });
  return [...new Set(names)];
}

/**
 * Each list named in `names` as the caller may see it: only resources whose index permission the
 * caller has, of modules that are on, limited by the caller's role. Contact persons get their own few lists.
 */
export async function referenceLists(
  db: Db,
  request: FastifyRequest,
  access: Access,
  permissions: ReadonlySet<string>,
  names: readonly string[],
): Promise<Record<string, unknown>> {
  const resolve = access.resolve!;
  const lists: Record<string, unknown> = {};
  for (const list of names) {
    const name = REFERENCE_LISTS[list];
    const declaration = declared(resolve, name);
    if (!declaration) {
      lists[list] = FIXED_LISTS[list] ?? [];
      continue;
    }
    if (!declaration.permissions || !permissions.has(declaration.permissions.index) || !moduleActive(request, declaration.module)) {
      lists[list] = [];
      continue;
    }
    let records = await allRecords(db, access, declaration, resolve);
    if (list === 'rolesOperator' || list === 'rolesClient') {
      const operator = list === 'rolesOperator' ? 1 : 0;
      records = records.filter((role) => role.operator === operator);
    }
    // Pickers offer only operators that can be assigned; records keep showing their current one through their own relation.
    if (list === 'operators') records = records.filter((operator) => operator.is_active === true && operator.archived_at === null);
    if (list === 'configs') records = records.map((config) => ({ ...config, value: configValue(String(config.input_type), config.value as string | null) }));
    lists[list] = records;
  }
  return lists;
}

/** Tenant configuration by name, JSON values parsed: every signed-in user reads these. */
export async function configMap(db: Db, tenantId: number): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('configs').select(['name', 'value', 'input_type']).where('tenant_id', '=', tenantId).orderBy('name').execute();
  return Object.fromEntries(rows.map((row) => [row.name, configValue(row.input_type, row.value)]));
}

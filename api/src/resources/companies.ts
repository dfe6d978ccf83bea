import { sql } from 'kysely';
import { unprocessable } from '../errors.ts';
import { scoped, ROOT } from '../query/compile.ts';
import { findRecord, untyped } from '../query/execute.ts';
import { actorFor, bodyIds } from './actions.ts';
import type { ActivityEntry } from './activity-entry.ts';
import { loggedValues, logActivity } from './activity-log.ts';
import { field, type FieldErrors, type ResourceDeclaration, type Row } from './declaration.ts';
import { isEmail } from './input.ts';
import { accessOfActor, inTransaction, writeTexts } from './writer.ts';

export const companyTexts = {
  mergeTooFew: 'Kies minstens twee bedrijven om samen te voegen.',
  merged: 'Bedrijven samengevoegd!',
  selfInvoice: 'Een bedrijf kan niet aan zichzelf gefactureerd worden.',
  administrativeEmails: 'Administratieve e-mails bevat een ongeldig e-mailadres.',
  emailDomains: 'E-maildomeinen bevat een ongeldig domein.',
} as const;

const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i;
const listOf = (value: string) => value.split(/[,;\s]+/).map((entry) => entry.trim()).filter(Boolean);

/** Customer companies (back-office §3 Company). */
export const companies: ResourceDeclaration = {
  name: 'companies',
  route: 'companies',
  table: 'companies',
  permissions: {
    index: 'companies.index',
    show: 'companies.show',
    store: 'companies.store',
    update: 'companies.update',
    destroy: 'companies.destroy',
    archive: 'companies.archive',
    merge: 'companies.merge',
  },
  label: { singular: 'Bedrijf', plural: 'Bedrijven' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 191 } }),
    debtor_code: field.string({ input: { label: 'Debiteurnummer', max: 50 } }),
    badge_text: field.string({ input: { label: 'Badgetekst', max: 50 } }),
    badge_color: field.string({ input: { label: 'Badgekleur', max: 50 } }),
    attn: field.string({ input: { label: 'T.a.v.', max: 191 } }),
    address_1: field.string({ input: { label: 'Adresregel 1', max: 191 } }),
    address_2: field.string({ input: { label: 'Adresregel 2', max: 191 } }),
    postal_code: field.string({ input: { label: 'Postcode', max: 20 } }),
    city: field.string({ input: { label: 'Plaats', max: 100 } }),
    country_id: field.integer({ input: { label: 'Land', exists: 'countries' } }),
    telephone: field.string({ input: { label: 'Telefoonnummer', max: 50 } }),
    invoice_email: field.string({ input: { label: 'Factuur e-mail', max: 191, email: true } }),
    administrative_emails: field.string({ input: { label: 'Administratieve e-mails', max: 1000 } }),
    payment_term_days: field.integer({ input: { label: 'Betalingstermijn', min: 0, max: 365 } }),
    direct_debit_hours: field.boolean({ input: { label: 'Automatische incasso uren', default: false } }),
    direct_debit_subscriptions: field.boolean({ input: { label: 'Automatische incasso abonnementen', default: false } }),
    direct_debit_imported_invoice_lines: field.boolean({ input: { label: 'Automatische incasso geïmporteerde regels', default: false } }),
    invoice_to: field.integer({ input: { label: 'Factureren aan', exists: 'companies' } }),
    email_domains: field.string({ input: { label: 'E-maildomeinen', max: 1000 } }),
    operator_id: field.integer({ input: { label: 'Standaard behandelaar', exists: 'operators' } }),
    rmm_id: field.string({ input: { label: 'RMM-id', max: 191 } }),
    azure_sync: field.json(),
    archived_at: field.timestamp(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'debtor_code', 'city', 'telephone'],
  relations: {
    country: { kind: 'belongsTo', target: 'countries', foreignKey: 'country_id', ifRegistered: true },
    invoiced_company: { kind: 'belongsTo', target: 'companies', foreignKey: 'invoice_to' },
    child_companies: { kind: 'hasMany', target: 'companies', foreignKey: 'invoice_to' },
    clients: { kind: 'belongsToMany', target: 'clients', pivot: 'company_user', localKey: 'company_id', relatedKey: 'user_id', sync: true },
    operator: { kind: 'belongsTo', target: 'operators', foreignKey: 'operator_id' },
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'company_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  archivable: true,
  customFields: 'companies',
  ownership: { company: 'id' },
  appends: { _label: (row) => row.name },
  validate: (_context, input, existing) => {
    const errors: FieldErrors = {};
    if (existing && input.invoice_to !== undefined && input.invoice_to === existing.id) errors.invoice_to = [companyTexts.selfInvoice];
    if (typeof input.administrative_emails === 'string' && !listOf(input.administrative_emails).every(isEmail)) {
      errors.administrative_emails = [companyTexts.administrativeEmails];
    }
    if (typeof input.email_domains === 'string' && !listOf(input.email_domains).every((domain) => DOMAIN.test(domain.replace(/^@/, '')))) {
      errors.email_domains = [companyTexts.emailDomains];
    }
    return errors;
  },
  registerRoutes: (app, context) => {
    app.post('/companies/merge', { config: { permission: 'companies.merge' } }, async (request) => {
      const actor = actorFor(request, context);
      const ids = bodyIds(request.body);
      if (ids.length < 2) throw unprocessable({ ids: [companyTexts.mergeTooFew] });
      const data = await inTransaction(actor, async (db) => {
        const access = accessOfActor(actor);
        const rows = (await scoped(untyped(db), companies, access)
          .selectAll(ROOT)
          .where(`${ROOT}.id`, 'in', ids)
          .orderBy(`${ROOT}.created_at`)
          .orderBy(`${ROOT}.id`)
          .execute()) as Row[];
        if (rows.length !== ids.length) throw unprocessable({ ids: [writeTexts.missingIds] });
        const [main, ...merged] = rows;
        await mergeCompanies(db, context.declarations, actor.tenantId, main.id as number, merged.map((row) => row.id as number));
        const entries: ActivityEntry[] = [
          {
            tenantId: actor.tenantId,
            subjectType: 'companies',
            subjectId: main.id as number,
            causerId: actor.user?.id ?? null,
            event: 'merged',
            attributes: { merged: merged.map((row) => ({ id: row.id, name: row.name })) },
          },
          ...merged.map((row): ActivityEntry => ({
            tenantId: actor.tenantId,
            subjectType: 'companies',
            subjectId: row.id as number,
            causerId: actor.user?.id ?? null,
            event: 'deleted',
            attributes: { merged_into: main.id },
            old: loggedValues(companies, row, true),
          })),
        ];
        await logActivity(db, entries);
        return findRecord(db, access, companies, context.resolve, main.id as number, { include: [], append: [] });
      });
      return { message: companyTexts.merged, data };
    });
  },
};

/**
 * Moves everything that points at the merged companies to the main one: every belongs-to column
 * and pivot that any declared resource has towards companies (tickets, contacts, contracts…),
 * then custom values the main company lacks, then removes the merged companies.
 */
async function mergeCompanies(
  db: Parameters<typeof untyped>[0],
  declarations: readonly ResourceDeclaration[],
  tenantId: number,
  mainId: number,
  mergedIds: number[],
): Promise<void> {
  const raw = untyped(db);
  const columns = new Map<string, { table: string; column: string; tenant: boolean }>();
  const pivots = new Map<string, { table: string; local: string; related: string }>();
  for (const declaration of declarations) {
    for (const relation of Object.values(declaration.relations)) {
      // A computed key (a time line's company comes from its ticket) follows its source by itself.
      if (relation.kind === 'belongsTo' && relation.target === 'companies' && !declaration.fields[relation.foreignKey]?.expression) {
        columns.set(`${declaration.table}.${relation.foreignKey}`, { table: declaration.table, column: relation.foreignKey, tenant: !declaration.shared });
      }
      if (relation.kind === 'belongsToMany' && relation.target === 'companies') {
        pivots.set(`${relation.pivot}.${relation.relatedKey}`, { table: relation.pivot, local: relation.localKey, related: relation.relatedKey });
      }
    }
  }
  for (const { table, column, tenant } of columns.values()) {
    const update = raw.updateTable(table).set({ [column]: mainId }).where(column, 'in', mergedIds);
    await (tenant ? update.where('tenant_id', '=', tenantId) : update).execute();
  }
  await raw.updateTable('companies').set({ invoice_to: null }).where('id', '=', mainId).where('invoice_to', '=', mainId).execute();
  // One merged company at a time, so two of them linked to the same record cannot both become the main link.
  for (const { table, local, related } of pivots.values()) {
    for (const mergedId of mergedIds) {
      await sql`update ${sql.table(table)} as p set ${sql.ref(related)} = ${mainId}
        where p.${sql.ref(related)} = ${mergedId}
        and not exists (select 1 from ${sql.table(table)} as q where q.${sql.ref(local)} = p.${sql.ref(local)} and q.${sql.ref(related)} = ${mainId})`.execute(db);
    }
    await raw.deleteFrom(table).where(related, 'in', mergedIds).execute();
  }
  for (const mergedId of mergedIds) {
    await sql`update custom_values as v set morphable_id = ${mainId}, updated_at = now()
      where v.tenant_id = ${tenantId} and v.morphable_type = 'companies' and v.morphable_id = ${mergedId}
      and not exists (select 1 from custom_values as w where w.tenant_id = v.tenant_id and w.morphable_type = 'companies'
        and w.morphable_id = ${mainId} and w.custom_field = v.custom_field)`.execute(db);
  }
  await db.deleteFrom('custom_values').where('tenant_id', '=', tenantId).where('morphable_type', '=', 'companies').where('morphable_id', 'in', mergedIds).execute();
  await db.deleteFrom('companies').where('tenant_id', '=', tenantId).where('id', 'in', mergedIds).execute();
  await raw.updateTable('companies').set({ updated_at: sql`now()` }).where('id', '=', mainId).execute();
}

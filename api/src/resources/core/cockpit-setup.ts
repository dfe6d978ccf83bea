import type { FastifyInstance } from 'fastify';
import { accessFor, authOf, callerOf } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import { findRecord, listRecords } from '../../query/execute.ts';
import { parseListQuery } from '../../query/parse.ts';
import { createRecord, type Actor } from '../writer.ts';
import { cockpitDashboards, cockpitWidgets } from './cockpit.ts';
import { untyped } from './common.ts';
import { defaultCockpitWidgets, defaultTicketQuickFilters } from './cockpit-defaults.ts';
import { tablePresets } from '../table-presets.ts';

/** The name of the public dashboard that holds the default widgets. */
export const COCKPIT_DASHBOARD_NAME = 'Cockpit';

/** Seeing the cockpit is what the first login needs; a contact person cannot make it. */
const SETUP_PERMISSION = 'cockpit-dashboards.index';

/**
 * Makes the defaults inside the caller's transaction, as the system (shared presets and a public
 * dashboard need no permission of the operator who happens to log in first).
 */
async function makeDefaults(actor: Actor): Promise<number> {
  const statuses = (await untyped(actor.db)
    .selectFrom('ticket_statuses')
    .select(['id', 'internal_type'])
    .where('tenant_id', '=', actor.tenantId)
    .orderBy('order')
    .execute()) as Array<{ id: number; internal_type: number }>;
  const dashboard = await createRecord(actor, cockpitDashboards, { name: COCKPIT_DASHBOARD_NAME, is_public: true, order: 0 });
  for (const [order, widget] of defaultCockpitWidgets(statuses).entries()) {
    const preset = await createRecord(actor, tablePresets, { ...widget.preset, is_cockpit: true, order });
    const made = await createRecord(actor, cockpitWidgets, { dashboard_id: dashboard.id, widget_type: widget.widget_type, table_preset_id: preset.id, order });
    // The preset was made for this widget (core §3 table preset: cockpit_widget_id).
    await untyped(actor.db).updateTable('table_presets').set({ cockpit_widget_id: made.id }).where('id', '=', preset.id).execute();
  }
  for (const [order, quickFilter] of defaultTicketQuickFilters(statuses).entries()) await createRecord(actor, tablePresets, { ...quickFilter, order });
  return dashboard.id as number;
}

/**
 * Claims the tenant's setup with a conditional update: the row lock makes a concurrent claimer (another
 * operator, another replica) wait until this transaction ends and then find the flag set, so the
 * defaults are made exactly once. The loser reads the winner's committed dashboard.
 */
async function claimSetup(db: Db, actorOf: (trx: Db) => Actor, tenantId: number): Promise<{ created: boolean; dashboardId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('tenants')
      .set({ cockpit_setup_completed: true })
      .where('id', '=', tenantId)
      .where('cockpit_setup_completed', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      const tenant = await trx.selectFrom('tenants').select('cockpit_dashboard_id').where('id', '=', tenantId).executeTakeFirstOrThrow();
      return { created: false, dashboardId: tenant.cockpit_dashboard_id };
    }
    const dashboardId = await makeDefaults(actorOf(trx));
    await trx.updateTable('tenants').set({ cockpit_dashboard_id: dashboardId }).where('id', '=', tenantId).execute();
    return { created: true, dashboardId };
  });
}

/**
 * POST cockpit/setup (core §2, §7): on a tenant's first login, the public dashboard with the eight
 * default widgets and the ticket list's shared quick filters, once; GET cockpit/setup tells whether that happened, GET cockpit/me who 'me' is. Later and concurrent calls change nothing and answer what exists (the
 * dashboard may since have been removed: then no widgets).
 */
export function registerCockpitSetupRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve } = context;
  // What 'me' stands for in a quick filter ('Mijzelf', 'Mijn categorieën', the line filter): live widget counts need it per viewer.
  app.get('/cockpit/me', { config: { permission: SETUP_PERMISSION } }, async (request) => {
    const { user } = authOf(request);
    const categories = await untyped(db).selectFrom('category_user').select('category_id').where('user_id', '=', user.id).orderBy('category_id').execute();
    return { user_id: user.id, line: user.is_operator > 0 ? user.is_operator : null, category_ids: categories.map((row: { category_id: number }) => row.category_id) };
  });

  // Read fresh, not from the tenant directory's cache: another replica may just have made it.
  app.get('/cockpit/setup', { config: { permission: SETUP_PERMISSION } }, async (request) => {
    const tenant = await db.selectFrom('tenants').select(['cockpit_setup_completed', 'cockpit_dashboard_id']).where('id', '=', request.tenant.id).executeTakeFirstOrThrow();
    return { setup_completed: tenant.cockpit_setup_completed, dashboard_id: tenant.cockpit_dashboard_id };
  });

  app.post('/cockpit/setup', { config: { permission: SETUP_PERMISSION } }, async (request) => {
    const tenantId = request.tenant.id;
    const { created, dashboardId } = await claimSetup(db, (trx) => ({ db: trx, tenantId, resolve, user: callerOf(request) }), tenantId);
    const access = accessFor(request, resolve);
    const dashboard = dashboardId === null ? null : await findRecord(db, access, cockpitDashboards, resolve, dashboardId, { include: [], append: [] });
    const widgets = dashboard
      ? (
          await listRecords(
            db,
            access,
            cockpitWidgets,
            resolve,
            parseListQuery(cockpitWidgets, resolve, { builder: JSON.stringify({ where: [['dashboard_id', '=', dashboard.id]], with: ['table_preset'], paginate: 100 }) }),
          )
        ).data
      : [];
    return { created, setup_completed: true, dashboard, dashboardWidgets: widgets };
  });
}

import type { Migration } from './migration.ts';

/** Whether a tenant's default cockpit was made (POST cockpit/setup), and which dashboard holds it. */
export const cockpitMigrations: Migration[] = [
  {
    name: '0010_cockpit_setup',
    statements: [
      `alter table tenants
        add column cockpit_setup_completed boolean not null default false,
        add column cockpit_dashboard_id integer references cockpit_dashboards(id) on delete set null`,
    ],
  },
];

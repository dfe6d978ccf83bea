import type { Migration } from './migration.ts';

/** Exports that a job writes to a file, and imports that keep their outcome. */
export const fileMigrations: Migration[] = [
  {
    name: '0005_files_exports_imports',
    statements: [
      `alter table exports
        add column columns jsonb not null default '[]',
        add column started_at timestamptz,
        add column failed_at timestamptz,
        add column error text,
        add column file_path text`,
      // The job looks for queued work across tenants.
      `create index exports_queued on exports (id) where exported_at is null and failed_at is null`,
      `alter table imports add column result jsonb`,
    ],
  },
];

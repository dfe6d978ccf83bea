import type { Migration } from './migration.ts';

/** Messages sent as e-mail (with time, recipients and the outcome) and attachments kept on disk. */
export const messageMigrations: Migration[] = [
  {
    name: '0006_message_sending',
    statements: [
      `alter table messages
        add column reply_to text,
        add column original_email_from_name text,
        add column time_spent integer,
        add column activity_id integer references activities(id) on delete set null,
        add column description text,
        add column executed_at timestamptz,
        add column data jsonb,
        add column send_error text`,
      `create index messages_activity on messages (activity_id)`,
      `alter table attachments
        add column file_path text,
        add column access_key text,
        add column uploaded_by integer references users(id) on delete set null`,
      `create index attachments_uploaded_by on attachments (uploaded_by)`,
    ],
  },
];

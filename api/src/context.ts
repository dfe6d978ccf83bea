import type { Db } from './db/connection.ts';
import type { EventBus } from './events/bus.ts';
import type { ExportWorker } from './exports/job.ts';
import type { FileStore } from './files.ts';
import type { Mailer } from './messages/mailer.ts';
import type { Resolve } from './resources/declaration.ts';
import type { CounterStore } from './security/counters.ts';
import type { LimitSettings } from './security/limit-settings.ts';

/** What route modules need from the running service. */
export interface AppContext {
  db: Db;
  events: EventBus;
  resolve: Resolve;
  defaultTenant: string;
  tokenTtlSeconds: number;
  /** Exported and uploaded files (files.ts). */
  filesDir: string;
  /** Attachments: the files folder or an S3-compatible bucket. */
  files: FileStore;
  /** Absent when this process runs no export job. */
  exportWorker?: ExportWorker;
  /** Absent without SMTP_URL: messages cannot be sent, notes still can. */
  mailer?: Mailer | null;
  /** Counters of login failures and requests, shared through Redis when one is configured. */
  counters: CounterStore;
  limits: LimitSettings;
}

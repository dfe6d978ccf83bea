import type { Db } from './db/connection.ts';
import type { EventBus } from './events/bus.ts';
import type { Resolve } from './resources/declaration.ts';

/** What route modules need from the running service. */
export interface AppContext {
  db: Db;
  events: EventBus;
  resolve: Resolve;
  defaultTenant: string;
  tokenTtlSeconds: number;
}

import pg from 'pg';

/** Which process polls a mailbox: each takes the mailboxes it can lock, and keeps them while it runs. */
export interface MailboxLocks {
  tryLock(mailboxId: number): Promise<boolean>;
  unlock(mailboxId: number): Promise<void>;
  /** Called when every lock was lost at once (the lock connection ended). */
  onLost(listener: () => void): void;
  close(): Promise<void>;
}

/** The embedded database runs in one process: it polls every mailbox. */
export const noMailboxLocks: MailboxLocks = {
  tryLock: async () => true,
  unlock: async () => {},
  onLost: () => {},
  close: async () => {},
};

/** First key of the two-part advisory lock: 'mail' in ASCII, so these locks do not meet others. */
const LOCK_CLASS = 0x6d61696c;

/**
 * Session-level advisory locks on a PostgreSQL server, one per mailbox id, on one connection of
 * their own: the server releases them when this process (or its connection) goes away, so another
 * replica takes the mailbox over at its next reload.
 */
export function postgresMailboxLocks(databaseUrl: string, log: (message: string, error?: unknown) => void): MailboxLocks {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const listeners: Array<() => void> = [];

  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    connecting = null;
    lost.end().catch(() => {});
    for (const listener of listeners) listener();
  };
  const connection = () => {
    connecting ??= (async () => {
      const fresh = new pg.Client({ connectionString: databaseUrl });
      fresh.on('error', (error) => {
        log('Mailbox lock connection lost', error);
        lose(fresh);
      });
      fresh.on('end', () => lose(fresh));
      try {
        await fresh.connect();
      } catch (error) {
        connecting = null;
        throw error;
      }
      client = fresh;
      return fresh;
    })();
    return connecting;
  };

  return {
    async tryLock(mailboxId) {
      const result = await (await connection()).query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [LOCK_CLASS, mailboxId]);
      return result.rows[0]?.locked === true;
    },
    async unlock(mailboxId) {
      // Without the connection the lock is gone already.
      await client?.query('select pg_advisory_unlock($1, $2)', [LOCK_CLASS, mailboxId]);
    },
    onLost(listener) {
      listeners.push(listener);
    },
    async close() {
      const open = client;
      client = null;
      connecting = null;
      await open?.end();
    },
  };
}

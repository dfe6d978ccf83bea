import { ImapFlow } from 'imapflow';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { MailboxesTable } from '../db/schema.ts';
import { imapErrorText, retryDelayMs } from './imap-status.ts';
import { noMailboxLocks, type MailboxLocks } from './mailbox-locks.ts';

export type MailboxRow = Selectable<MailboxesTable>;

/** Stores one raw mail of a mailbox, idempotently by Message-ID (mail/ingest.ts); duplicate: it was stored before. */
export type Ingest = (mailbox: MailboxRow, raw: Buffer, envelope: { from?: string }) => Promise<{ duplicate: boolean }>;

export interface ImapPollerOptions {
  db: Db;
  ingest: Ingest;
  /** Which mailboxes this process may poll; default: all (one process on an embedded database). */
  locks?: MailboxLocks;
  /** Between checks of a server that offers no IDLE, and as a safety net beside IDLE. */
  pollMs: number;
  /** How often the mailboxes table is read again for added, changed and deactivated mailboxes. */
  reloadMs: number;
  /** First wait before reconnecting after a failure; it doubles up to retryMaxMs. */
  retryMinMs?: number;
  retryMaxMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface ImapPoller {
  /** Reads the mailboxes table now: starts, restarts and stops mailboxes as it says. */
  reload(): Promise<void>;
  /** Ids of the mailboxes this process polls. */
  polling(): number[];
  close(): Promise<void>;
}

/** What makes a new connection necessary when it changes. */
function connectionKey(row: MailboxRow): string {
  return JSON.stringify([row.imap_host, row.imap_port, row.imap_secure, row.imap_username, row.imap_password, row.imap_folder, row.imap_processed_folder]);
}

/**
 * Fetches mail from every active IMAP mailbox of every tenant: one connection per mailbox, IDLE
 * where the server offers it. A mail is handed to ingest first and only then marked \Seen or moved,
 * and only then its UID is recorded, so a stop in between leads to a duplicate ingest recognises,
 * never to a lost mail.
 */
export function startImapPoller(options: ImapPollerOptions): ImapPoller {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const locks = options.locks ?? noMailboxLocks;
  const watchers = new Map<number, MailboxWatcher>();
  let closed = false;
  let reloading: Promise<void> = Promise.resolve();

  const stopWatcher = async (id: number) => {
    const watcher = watchers.get(id);
    if (!watcher) return;
    watchers.delete(id);
    await watcher.stop();
    await locks.unlock(id);
  };

  // A lost lock session means another replica may take over: stop polling until the next reload.
  locks.onLost(() => {
    for (const id of [...watchers.keys()]) void stopWatcher(id);
  });

  const load = async () => {
    if (closed) return;
    const rows = await options.db
      .selectFrom('mailboxes')
      .selectAll()
      .where('protocol', '=', 'imap')
      .where('is_active', '=', true)
      .where('imap_host', 'is not', null)
      .where('imap_username', 'is not', null)
      .execute();
    const wanted = new Map(rows.map((row) => [row.id, row]));
    for (const [id, watcher] of watchers) {
      const row = wanted.get(id);
      if (!row || connectionKey(row) !== connectionKey(watcher.mailbox)) await stopWatcher(id);
      // Defaults of new tickets may change without a new connection; the UID the watcher took last is its own.
      else watcher.mailbox = { ...row, imap_uid_validity: watcher.mailbox.imap_uid_validity, imap_last_uid: watcher.mailbox.imap_last_uid };
    }
    for (const row of rows) {
      if (closed || watchers.has(row.id)) continue;
      if (!(await locks.tryLock(row.id))) continue;
      watchers.set(row.id, new MailboxWatcher(row, { ...options, log }));
    }
  };
  const reload = () => {
    reloading = reloading.then(load, load);
    return reloading;
  };
  const background = () => reload().catch((error) => log('IMAP mailboxes could not be read', error));

  const timer = setInterval(background, options.reloadMs);
  timer.unref();
  void background();
  return {
    reload,
    polling: () => [...watchers.keys()],
    async close() {
      closed = true;
      clearInterval(timer);
      await reloading.catch(() => {});
      await Promise.all([...watchers.keys()].map(stopWatcher));
      await locks.close();
    },
  };
}

type WatcherOptions = ImapPollerOptions & { log: (message: string, error?: unknown) => void };

/** One mailbox: connects, takes what is new, waits for more; reconnects with a growing wait after failures. */
class MailboxWatcher {
  private stopped = false;
  private client: ImapFlow | null = null;
  private taking = false;
  private wake: (() => void) | null = null;
  private newMail = false;
  private lost: Error | null = null;
  private readonly done: Promise<void>;

  constructor(
    public mailbox: MailboxRow,
    private readonly options: WatcherOptions,
  ) {
    this.done = this.run();
  }

  /** Lets the mail being taken finish, then logs out. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    if (!this.taking) this.client?.close();
    await this.done;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (!this.stopped) {
      if (failures > 0) await this.pause(retryDelayMs(failures, this.options.retryMinMs ?? 5_000, this.options.retryMaxMs ?? 300_000));
      if (this.stopped) return;
      try {
        await this.session(() => {
          failures = 0;
        });
      } catch (error) {
        if (this.stopped) return;
        failures++;
        await this.record(imapErrorText(error)).catch((recordError) => this.options.log(`Mailbox ${this.mailbox.id}: status not stored`, recordError));
      }
    }
  }

  /** One connection: returns when stopped, throws when the connection or a mail failed; `connected` after each complete pass. */
  private async session(connected: () => void): Promise<void> {
    const row = this.mailbox;
    const client = new ImapFlow({
      host: row.imap_host!,
      port: row.imap_port ?? (row.imap_secure ? 993 : 143),
      secure: row.imap_secure,
      auth: { user: row.imap_username!, pass: row.imap_password ?? '' },
      logger: false,
      // IDLE is started here, after each pass, so new mail is noticed at once.
      disableAutoIdle: true,
      // Servers end an IDLE after 30 minutes at the latest.
      maxIdleTime: 10 * 60_000,
      connectionTimeout: 30_000,
    });
    this.client = client;
    this.lost = null;
    const interrupt = (error: Error) => {
      this.lost ??= error;
      this.wake?.();
    };
    client.on('error', interrupt);
    client.on('close', () => interrupt(Object.assign(new Error('Verbinding met de IMAP-server verbroken'), { code: 'NoConnection' })));
    client.on('exists', () => {
      this.newMail = true;
      this.wake?.();
    });
    try {
      if (this.stopped) return;
      await client.connect();
      if (row.imap_processed_folder) await client.mailboxCreate(row.imap_processed_folder);
      await client.mailboxOpen(row.imap_folder);
      while (!this.stopped) {
        this.newMail = false;
        this.taking = true;
        try {
          await this.takeNew(client);
        } finally {
          this.taking = false;
        }
        if (this.stopped) return;
        await this.record(null);
        // Only a complete pass ends the growing wait: a mail that keeps failing is not retried in a tight loop.
        connected();
        await this.waitForMail(client);
        if (this.lost && !this.stopped) throw this.lost;
      }
    } finally {
      this.client = null;
      client.removeAllListeners('exists');
      client.removeAllListeners('close');
      // An error after logout (a connection the server already ended) must not go unhandled.
      client.on('error', () => {});
      if (client.usable) await client.logout().catch(() => client.close());
      else client.close();
    }
  }

  /** Until the server reports new mail (IDLE), the poll interval passes, or the connection ends. */
  private async waitForMail(client: ImapFlow): Promise<void> {
    if (this.newMail || this.lost || this.stopped) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.wake?.(), this.options.pollMs);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      // IDLE ends by itself when the next command is sent.
      if (client.capabilities.has('IDLE')) client.idle().catch(() => {});
    });
  }

  /**
   * Takes every new mail of the open folder, in UID order. The first time (no UID recorded for this
   * UIDVALIDITY) that is the unseen mail, so a mailbox's history stays out; after that every mail
   * above the last UID taken, read or not, so a colleague opening it in a mail program does not keep
   * it from becoming a ticket.
   */
  private async takeNew(client: ImapFlow): Promise<void> {
    const opened = client.mailbox;
    if (!opened) throw new Error('Map niet geopend');
    const validity = String(opened.uidValidity);
    if (this.mailbox.imap_uid_validity !== validity) {
      // A new UIDVALIDITY numbers the folder anew: the UID recorded before means nothing in it.
      await this.store({ imap_uid_validity: validity, imap_last_uid: null });
    }
    const lastUid = this.mailbox.imap_last_uid === null ? null : Number(this.mailbox.imap_last_uid);
    let uids: number[];
    let ceiling = 0;
    if (lastUid === null) {
      const all = (await client.search({ all: true }, { uid: true })) || [];
      uids = (await client.search({ seen: false }, { uid: true })) || [];
      ceiling = Math.max(0, ...all, ...uids);
    } else {
      // `n:*` always includes the highest UID, even when it is below n.
      uids = ((await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })) || []).filter((uid) => uid > lastUid);
    }
    for (const uid of uids.sort((a, b) => a - b)) {
      if (this.stopped) return;
      await this.takeOne(client, uid, lastUid !== null);
    }
    // Until the first pass is complete, \Seen and the move keep track of what was taken.
    if (lastUid === null && !this.stopped) await this.store({ imap_last_uid: ceiling });
  }

  private async takeOne(client: ImapFlow, uid: number, recordUid: boolean): Promise<void> {
    const range = String(uid);
    const message = await client.fetchOne(range, { source: true, envelope: true }, { uid: true });
    // Expunged by someone else since the search: nothing to take.
    if (message && message.source) {
      await this.options.ingest(this.mailbox, message.source, { from: message.envelope?.from?.[0]?.address });
      const folder = this.mailbox.imap_processed_folder;
      if (folder) {
        if (!(await client.messageMove(range, folder, { uid: true }))) throw new Error(`Verplaatsen naar ${folder} mislukt`);
      } else if (!(await client.messageFlagsAdd(range, ['\\Seen'], { uid: true }))) {
        throw new Error('Markeren als gelezen mislukt');
      }
    }
    if (recordUid) await this.store({ imap_last_uid: uid });
  }

  private async store(values: { imap_uid_validity?: string; imap_last_uid: number | null }): Promise<void> {
    await this.options.db.updateTable('mailboxes').set(values).where('id', '=', this.mailbox.id).execute();
    this.mailbox = {
      ...this.mailbox,
      ...values,
      imap_last_uid: values.imap_last_uid === null ? null : String(values.imap_last_uid),
    };
  }

  /** For the admin screen: when the mailbox was last checked and what went wrong, if anything. */
  private async record(error: string | null): Promise<void> {
    const now = new Date();
    await this.options.db.updateTable('mailboxes').set({ last_checked_at: now, last_error: error }).where('id', '=', this.mailbox.id).execute();
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.wake?.(), ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
    });
  }
}

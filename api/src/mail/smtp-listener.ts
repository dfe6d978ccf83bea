import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Db } from '../db/connection.ts';
import { ingestMail, SenderThrottledError, type Mailbox, type MailInContext } from './ingest.ts';

export const LISTENER_TEXTS = {
  unknownRecipient: (address: string) => `Onbekende ontvanger: ${address} is geen postvak van Balie.`,
  tooLarge: (maxBytes: number) => `Bericht te groot: maximaal ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
  tryLater: 'Tijdelijke fout bij het aannemen van de mail; probeer het later opnieuw.',
} as const;

export interface SmtpListenerOptions {
  port: number;
  host: string;
  /** The largest mail taken (SIZE); a larger one is refused at DATA with 552. */
  maxBytes: number;
}

export interface SmtpListener {
  port: number;
  close(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/** The active mailbox with this address, whichever tenant has it. */
export async function mailboxByAddress(db: Db, address: string): Promise<Mailbox | null> {
  const row = await db
    .selectFrom('mailboxes')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['address']), '=', address.trim().toLowerCase()))
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row ?? null;
}

function readAll(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Past the limit the rest is read and dropped, so the answer can still be given.
      if (size <= maxBytes) chunks.push(chunk);
    });
    stream.on('end', () => resolve(stream.sizeExceeded || size > maxBytes ? null : Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * Receives mail for the tenants' mailboxes over SMTP. Other recipients are refused at RCPT, so
 * Balie never relays or accepts mail it has no owner for. A failure to take a mail (the database
 * away) answers 451, so the sending server tries again later.
 */
export async function startSmtpListener(context: MailInContext, options: SmtpListenerOptions): Promise<SmtpListener> {
  const server = new SMTPServer({
    name: context.mta,
    banner: 'Balie',
    // Mail arrives from other mail servers without logging in. No certificate is configured, so
    // STARTTLS is not offered; TLS, when wanted, ends at a relay in front.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    logger: false,
    onRcptTo(address, _session, callback) {
      mailboxByAddress(context.db, address.address)
        .then((mailbox) => callback(mailbox ? undefined : smtpError(LISTENER_TEXTS.unknownRecipient(address.address), 550)))
        .catch((error: unknown) => {
          context.log('Looking up a mailbox failed', error);
          callback(smtpError(LISTENER_TEXTS.tryLater, 451));
        });
    },
    onData(stream, session, callback) {
      receive(context, options, stream, session)
        .then(() => callback())
        .catch((error: unknown) => {
          if (error instanceof SenderThrottledError) return callback(smtpError(error.message, 451));
          if (error instanceof Error && 'responseCode' in error) return callback(error);
          context.log('Taking a mail failed', error);
          callback(smtpError(LISTENER_TEXTS.tryLater, 451));
        });
    },
  });
  server.on('error', (error) => context.log('SMTP listener error', error));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function receive(context: MailInContext, options: SmtpListenerOptions, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
  const raw = await readAll(stream, options.maxBytes);
  if (raw === null) throw smtpError(LISTENER_TEXTS.tooLarge(options.maxBytes), 552);
  const mailFrom = session.envelope.mailFrom;
  const envelope = { from: mailFrom ? mailFrom.address : undefined, ip: session.remoteAddress, helo: session.hostNameAppearsAs };
  const taken = new Set<number>();
  for (const recipient of session.envelope.rcptTo) {
    const mailbox = await mailboxByAddress(context.db, recipient.address);
    if (!mailbox || taken.has(mailbox.id)) continue;
    taken.add(mailbox.id);
    await ingestMail(context, mailbox, raw, envelope);
  }
}

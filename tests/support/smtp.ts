import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Every address the mail was delivered to, BCC included (the envelope). */
  rcptTo: string[];
  mail: ParsedMail;
}

/** A real SMTP server on loopback that keeps what it receives; `refuse` makes it answer 550. */
export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  refuse: string | null;
  /** Resolves when `count` mails have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state: TestSmtp = {
    url: '',
    port: 0,
    received,
    refuse: null,
    async waitFor(count, timeoutMs = 10_000) {
      const started = Date.now();
      while (received.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`Expected ${count} mails, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      if (state.refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(state.refuse!), { responseCode: 550 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({ rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

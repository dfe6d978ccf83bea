// 1,000 customer mails delivered over SMTP to support@demo.nl, as `npm start` runs (supervisor,
// REST and BFF processes): how many mails per second are stored, and how long until the last one is
// a ticket an operator can list. Once on PGlite (a copy of the demo database), once on the
// PostgreSQL server at 127.0.0.1:5432 (a fresh database, seeded at start).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { freePort, seedDataDir } from '../tests/support/processes.ts';

const MAILS = Number(process.env.MAILS ?? 1000);
const CONNECTIONS = Number(process.env.SMTP_CONNECTIONS ?? 4);
/** Customers writing in: each sends a few mails, well under the per-sender limit. */
const SENDERS = Math.max(1, Math.ceil(MAILS / 10));
const PASSWORD = 'Balie-demo-2026!';
const POSTGRES = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';

interface Started {
  stop(): Promise<void>;
  rest: string;
  smtpPort: number;
}

async function start(env: Record<string, string>): Promise<Started> {
  const [port, apiPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const supervisor = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port), API_PORT: String(apiPort), SMTP_INBOUND_PORT: String(smtpPort), SMTP_INBOUND_HOST: '127.0.0.1', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => {
    let output = '';
    supervisor.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Demo-login')) resolve();
    });
  });
  return {
    rest: `http://127.0.0.1:${apiPort}`,
    smtpPort,
    async stop() {
      supervisor.kill('SIGTERM');
      await new Promise((resolve) => supervisor.once('exit', resolve));
    },
  };
}

async function measure(label: string, started: Started): Promise<void> {
  const login = await fetch(`${started.rest}/auth/login?operator=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.nl', password: PASSWORD }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: started.smtpPort, secure: false, ignoreTLS: true, pool: true, maxConnections: CONNECTIONS, maxMessages: Infinity });
  const run = Date.now().toString(36);
  const subject = (index: number) => `Bench ${run} melding ${index}`;

  const begun = performance.now();
  let next = 0;
  const senders = Array.from({ length: CONNECTIONS }, async () => {
    for (let index = next++; index < MAILS; index = next++) {
      await transport.sendMail({
        from: `Klant ${index % SENDERS} <klant${index % SENDERS}@bench-${run}.nl>`,
        to: 'support@demo.nl',
        subject: subject(index),
        text: `Goedemorgen,\n\nMelding ${index}: de printer op de tweede verdieping geeft een papierstoring.\n\nGroet`,
      });
    }
  });
  await Promise.all(senders);
  const accepted = performance.now() - begun;
  transport.close();

  // The last mail is there for an operator when the ticket list finds it.
  const builder = encodeURIComponent(JSON.stringify({ where: [['description', '=', subject(MAILS - 1)]], paginate: 1 }));
  for (;;) {
    const answer = await fetch(`${started.rest}/tickets?builder=${builder}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { total: number };
    if (body.total > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const visible = performance.now() - begun;
  console.log(
    `${label}: ${MAILS} mails over ${CONNECTIONS} SMTP connections in ${(accepted / 1000).toFixed(1)} s: ` +
      `${((MAILS * 1000) / accepted).toFixed(1)} mails/s stored; last one listed after ${(visible / 1000).toFixed(1)} s`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'balie-mail-in-'));
try {
  await seedDataDir(dataDir);
  const embedded = await start({ DATA_DIR: dataDir });
  try {
    await measure('PGlite', embedded);
  } finally {
    await embedded.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const database = `balie_bench_mail_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
await admin.connect();
await admin.query(`create database ${database}`);
try {
  const server = await start({ DATABASE_URL: `${POSTGRES}/${database}` });
  try {
    await measure('PostgreSQL', server);
  } finally {
    await server.stop();
  }
} finally {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}

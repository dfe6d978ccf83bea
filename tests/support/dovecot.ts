import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './processes.ts';

const DOVECOT = ['/usr/sbin/dovecot', '/usr/bin/dovecot'].find((path) => existsSync(path));

/** A private dovecot on loopback with plain-text logins, and a way to talk IMAP to it as one of its users. */
export interface TestDovecot {
  host: string;
  port: number;
  /** A connected client of a user, for APPEND and looking into folders; the caller logs it out. */
  client(user: string): Promise<ImapFlow>;
  close(): Promise<void>;
}

/**
 * Starts dovecot (Debian's dovecot-imapd; scripts/test.sh installs it) with a configuration of its
 * own in a temporary folder, none of the system's: users from a passwd-file with plain passwords,
 * maildirs in the same folder.
 */
export async function startDovecot(users: Record<string, string>): Promise<TestDovecot> {
  if (!DOVECOT) throw new Error('dovecot is not installed: apt-get install dovecot-imapd (scripts/test.sh does this)');
  const folder = mkdtempSync(join(tmpdir(), 'balie-dovecot-'));
  // Dovecot's login and internal processes drop to these users; as root that must not be root itself,
  // and mail is never accessed as root, so the mail user is nobody.
  const root = process.getuid?.() === 0;
  const me = userInfo();
  const loginUser = root ? 'dovenull' : me.username;
  const internalUser = root ? 'dovecot' : me.username;
  const uid = root ? 65534 : me.uid;
  const gid = root ? 65534 : me.gid;
  const mail = join(folder, 'mail');
  mkdirSync(mail);
  mkdirSync(join(folder, 'run'));
  mkdirSync(join(folder, 'state'));
  chmodSync(folder, 0o755);
  chmodSync(mail, 0o777);
  writeFileSync(
    join(folder, 'users'),
    Object.entries(users)
      .map(([user, password]) => `${user}:{PLAIN}${password}:${uid}:${gid}::${join(mail, user)}\n`)
      .join(''),
  );
  const port = await freePort();
  const config = join(folder, 'dovecot.conf');
  writeFileSync(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${join(folder, 'run')}
state_dir = ${join(folder, 'state')}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_login_user = ${loginUser}
default_internal_user = ${internalUser}
log_path = /dev/stderr
mail_location = maildir:${mail}/%u
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${join(folder, 'users')}
}
userdb {
  driver = passwd-file
  args = username_format=%u ${join(folder, 'users')}
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  const child = spawn(DOVECOT, ['-F', '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  try {
    await listening(port, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    host: '127.0.0.1',
    port,
    async client(user) {
      const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: users[user]! }, logger: false });
      await client.connect();
      return client;
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Until the port takes connections; fails with dovecot's own output when it exits first. */
async function listening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`dovecot stopped at start (${child.exitCode}): ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`dovecot did not listen on ${port}: ${output()}`);
}

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The nearest folder above this file that holds `name`. */
function findUp(name: string): string | null {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(folder, name))) return join(folder, name);
    const parent = dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}

const readText = (path: string) => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
};

/** The commit checked out, from .git without running git; null outside a checkout. */
function gitCommit(): string | null {
  const git = findUp('.git');
  const head = git && readText(join(git, 'HEAD'));
  if (!git || !head) return null;
  if (!head.startsWith('ref: ')) return head.slice(0, 12);
  const ref = head.slice(5);
  const loose = readText(join(git, ref));
  if (loose) return loose.slice(0, 12);
  const packed = readText(join(git, 'packed-refs'))?.split('\n').find((line) => line.endsWith(` ${ref}`));
  return packed ? packed.slice(0, 12) : null;
}

/**
 * What /version.json answers: the version from the nearest package.json that names one, and the
 * build (BUILD_ID, else the checked-out commit, else the start time), so a polling browser notices
 * a new deployment.
 */
export function versionInfo(): { version: string; build: string } {
  let version = '0.0.0';
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const text = readText(join(folder, 'package.json'));
    const named = text ? (JSON.parse(text) as { version?: unknown }).version : undefined;
    if (typeof named === 'string') {
      version = named;
      break;
    }
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return { version, build: process.env.BUILD_ID || gitCommit() || new Date().toISOString() };
}

export function registerSystemRoutes(app: FastifyInstance): void {
  app.get('/system/status', { config: { public: true, firstRun: true } }, async (request) => {
    // An installation without any tenant: the web client offers the first-run setup.
    if (!request.tenant) return { setup_completed: false, trial_ends_in: null, tenant: null };
    const { trialEndsAt, setupCompleted, subdomain } = request.tenant;
    return {
      setup_completed: setupCompleted,
      // Whole days left; negative once the trial is over, null without a trial.
      trial_ends_in: trialEndsAt ? Math.ceil((trialEndsAt.getTime() - Date.now()) / DAY_MS) : null,
      tenant: subdomain,
    };
  });

  const version = versionInfo();
  app.get('/version.json', { config: { public: true } }, async () => version);
}

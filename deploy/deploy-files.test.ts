import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';

// docker-compose.yml, deploy/haproxy.cfg and the Dockerfile, checked without a Docker engine: the
// Compose Specification's JSON schema, health checks and restart policies, and HAProxy's own parser.

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  restart?: string;
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  secrets?: string[];
  ports?: string[];
}
interface Compose {
  services: Record<string, Service>;
  secrets: Record<string, unknown>;
}

const composeText = readFileSync('docker-compose.yml', 'utf8');
const compose = parse(composeText, { merge: true }) as Compose;
const dockerfile = readFileSync('Dockerfile', 'utf8');
const haproxyConf = readFileSync('deploy/haproxy.cfg', 'utf8');

// The Compose Specification's schema, as the dclint package ships it.
const schemaFile = join(dirname(createRequire(import.meta.url).resolve('dclint/package.json')), 'schemas/compose.schema.json');
const { $schema: _metaSchema, ...schema } = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

const entries = () => Object.entries(compose.services);
/** Services another waits for to finish (migrations, bucket creation): they run once and exit. */
const oneShots = new Set(entries().flatMap(([, service]) => Object.entries(service.depends_on ?? {}).filter(([, on]) => on.condition === 'service_completed_successfully').map(([name]) => name)));
const builtHere = (service: Service) => service.build === '.';
const imageHealthcheck = /^HEALTHCHECK\s+(?!NONE)/m.test(dockerfile.split(/^FROM\s/m).at(-1) ?? '');

let folder: string | undefined;

/** `haproxy -c -f conf`, its output in a file. */
async function haproxyCheck(conf: string): Promise<{ code: number | null; output: string }> {
  const log = join(folder!, 'haproxy-c.log');
  const out = openSync(log, 'w');
  try {
    const child = spawn('haproxy', ['-c', '-f', conf], { stdio: ['ignore', out, out] });
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, output: readFileSync(log, 'utf8') };
  } finally {
    closeSync(out);
  }
}
afterAll(() => folder && rmSync(folder, { recursive: true, force: true }));

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification schema', () => {
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // The schema does refuse what Compose would refuse.
    const broken = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> };
    broken.services.api.restart_policy = 'always';
    broken.services.bff.depends_on = { api: { condition: 'service_ready' } };
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(expect.arrayContaining(['/services/api', '/services/bff/depends_on/api/condition']));
  });

  it('gives every long-running service a health check and a restart policy', () => {
    expect(imageHealthcheck).toBe(true);
    const longRunning = entries().filter(([name]) => !oneShots.has(name));
    expect(longRunning.map(([name]) => name).sort()).toEqual(['api', 'bff', 'lb', 'minio', 'postgres', 'redis']);
    for (const [name, service] of longRunning) {
      const own = service.healthcheck && !service.healthcheck.disable && service.healthcheck.test;
      expect(Boolean(own) || (builtHere(service) && !service.healthcheck), `${name} has a health check`).toBe(true);
      expect(service.restart, `${name} restarts`).toBe('unless-stopped');
    }
    expect([...oneShots].sort()).toEqual(['migrate', 'minio-bucket']);
    for (const name of oneShots) expect(compose.services[name].restart, `${name} runs once`).toBe('no');
  });

  it('migrates once before two REST and two BFF replicas start, behind one published address', () => {
    const { api, bff, migrate, lb } = compose.services;
    expect(migrate.command).toEqual(['migrate']);
    expect(api.depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect([api.command, bff.command]).toEqual([['api'], ['bff']]);
    expect([api.deploy?.replicas, bff.deploy?.replicas]).toEqual([2, 2]);
    expect(bff.depends_on?.api).toEqual({ condition: 'service_healthy' });
    expect(lb.depends_on).toMatchObject({ api: { condition: 'service_healthy' }, bff: { condition: 'service_healthy' } });
    expect(entries().filter(([, service]) => service.ports).map(([name]) => name)).toEqual(['lb']);
    // The BFF replicas reach the REST replicas through the balancer, not one fixed replica.
    expect(bff.environment?.API_URL).toBe('http://lb:4001');
  });

  it('hands secrets over as files that the services are given', () => {
    for (const [name, service] of entries()) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (!variable.endsWith('_FILE')) continue;
        const secret = /^\/run\/secrets\/(.+)$/.exec(value)?.[1];
        expect(secret && service.secrets, `${name}: ${variable}`).toContain(secret);
        expect(Object.keys(compose.secrets)).toContain(secret);
      }
      expect(Object.keys(service.environment ?? {}).filter((variable) => /^(DATABASE_URL|APP_KEY|S3_SECRET_ACCESS_KEY|POSTGRES_PASSWORD)$/.test(variable)), `${name} has no secret in its environment`).toEqual([]);
    }
  });
});

describe('the Dockerfile', () => {
  it('builds in one stage and runs node:20-slim as an unprivileged user with the role as command', () => {
    const stages = dockerfile.split(/^FROM\s+/m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runtime = stages.at(-1)!;
    expect(runtime).toMatch(/^node:20-slim\s/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*CMD \["node", "\/app\/deploy\/healthcheck\.mjs"\]$/m);
    expect(runtime).toMatch(/^ENTRYPOINT \["\/app\/deploy\/docker-entrypoint\.sh"\]$/m);
    expect(runtime).not.toMatch(/npm ci(?!.*--omit=dev)/);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace=api --workspace=bff/);
    const roles = readFileSync('deploy/docker-entrypoint.sh', 'utf8');
    for (const [, service] of entries().filter(([, service]) => builtHere(service))) expect(roles).toContain(`  ${service.command?.[0]}) exec node `);
  });
});

describe('the entrypoint', () => {
  it('refuses a role it does not know, naming the ones it does', async () => {
    folder ??= mkdtempSync(join(tmpdir(), 'balie-deploy-'));
    const child = spawn('sh', ['deploy/docker-entrypoint.sh', 'aip'], { env: { PATH: process.env.PATH, BALIE_ROLE_FILE: join(folder, 'role') }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(64);
    expect(stderr).toContain("Onbekende rol 'aip': kies api, bff, both of migrate.");
  });
});

/** The lines of one section of haproxy.cfg (`backend bff_reads`, `frontend web`), without comments. */
function section(header: string): string[] {
  const lines = haproxyConf.split('\n');
  const start = lines.indexOf(header);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

describe('deploy/haproxy.cfg', () => {
  const defaults = section('defaults');

  it('spreads the BFF and REST replicas of the compose file, reads and writes apart', () => {
    const templates = [...haproxyConf.matchAll(/^\s*server-template\s+(\S+)\s+\d+\s+([\w-]+):(\d+)$/gm)].map((match) => ({ name: match[1], host: match[2], port: match[3] }));
    const bff = { name: 'bff', host: 'bff', port: compose.services.bff.environment?.PORT };
    const api = { name: 'api', host: 'api', port: compose.services.api.environment?.API_PORT };
    expect(templates).toEqual([bff, bff, api, api]);
    expect(section('frontend web')).toEqual(expect.arrayContaining(['bind :8080', 'use_backend bff_reads if read', 'default_backend bff_writes']));
    expect(section('frontend rest')).toEqual(expect.arrayContaining(['bind :4001', 'use_backend api_reads if read', 'default_backend api_writes']));
    // The edge sets the client's address; the inner frontend adds its peer to what the BFF forwards.
    expect(section('frontend web')).toContain('http-request set-header X-Forwarded-For %[src]');
    expect(section('frontend rest')).toContain('option forwardfor');
    // graphql-ws sockets and streamed subscriptions stay open while quiet.
    expect(defaults).toContain('timeout tunnel 1h');
    expect(section('backend bff_reads')).toContain('http-request set-timeout server 1h if { path /graphql }');
  });

  it('checks /ready on every replica, in both backends of each service, and fails over on its word', () => {
    expect(defaults).toEqual(expect.arrayContaining(['option httpchk GET /ready', 'http-check expect status 200', 'option redispatch 1']));
    expect(defaults.find((line) => line.startsWith('default-server '))).toMatch(/^default-server init-addr last,libc,none resolvers docker check inter 1s .*fall 2 rise 2/);
    for (const backend of ['bff_reads', 'bff_writes', 'api_reads', 'api_writes']) {
      const lines = section(`backend ${backend}`);
      expect(lines.some((line) => line.startsWith('server-template ')), backend).toBe(true);
      // No backend turns the check off or asks something else.
      expect(lines.filter((line) => /httpchk|no-check|http-check|default-server/.test(line)), backend).toEqual([]);
    }
    expect(section('resolvers docker')).toContain('nameserver dns 127.0.0.11:53');
  });

  it('passes on a write only when no replica can have had it, or on a BFF that drains', () => {
    const retryOn = (backend: string) => section(`backend ${backend}`).find((line) => line.startsWith('retry-on '));
    expect(retryOn('bff_reads')).toBe('retry-on conn-failure empty-response response-timeout 502 503');
    expect(retryOn('api_reads')).toBe('retry-on conn-failure empty-response response-timeout 502 503');
    expect(retryOn('bff_writes')).toBe('retry-on conn-failure 503');
    expect(retryOn('api_writes')).toBe('retry-on conn-failure');
    expect(section('backend api_writes')).toContain('option http-server-close');
  });

  it("parses with haproxy -c (the replicas' names resolve only inside Compose)", async () => {
    folder ??= mkdtempSync(join(tmpdir(), 'balie-deploy-'));
    const result = await haproxyCheck('deploy/haproxy.cfg');
    expect(result.output).toContain('Configuration file is valid');
    expect(result.code).toBe(0);
    // A mistake HAProxy itself finds fails the check.
    const conf = join(folder, 'haproxy.cfg');
    writeFileSync(conf, haproxyConf.replace('retry-on conn-failure 503', 'retry-on conn-failure 509'));
    const broken = await haproxyCheck(conf);
    expect(broken.output).toContain("'509'");
    expect(broken.code).not.toBe(0);
  });
});

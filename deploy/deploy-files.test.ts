import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';

// docker-compose.yml, deploy/nginx.conf and the Dockerfile, checked without a Docker engine: the
// Compose Specification's JSON schema, health checks and restart policies, and nginx's own parser.

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
const nginxConf = readFileSync('deploy/nginx.conf', 'utf8');

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

/** `nginx -t -c conf`, its output in a file: the config logs to /dev/stdout, which nginx cannot open on a socket. */
async function nginxTest(conf: string): Promise<{ code: number | null; output: string }> {
  const log = join(dirname(conf), 'nginx-t.log');
  const out = openSync(log, 'w');
  try {
    const child = spawn('nginx', ['-t', '-c', conf], { stdio: ['ignore', out, out] });
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

describe('deploy/nginx.conf', () => {
  it('spreads the BFF and REST replicas of the compose file, with passive failover and WebSocket upgrades', () => {
    const upstreams = [...nginxConf.matchAll(/^\s*server\s+([\w-]+):(\d+)\b/gm)].map((match) => ({ host: match[1], port: match[2] }));
    expect(upstreams).toEqual([
      { host: 'bff', port: compose.services.bff.environment?.PORT },
      { host: 'api', port: compose.services.api.environment?.API_PORT },
    ]);
    expect(nginxConf).toMatch(/^\s*proxy_next_upstream error timeout http_502 http_503;$/m);
    const graphql = /location \/graphql \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    expect(graphql).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(graphql).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(nginxConf).toMatch(/listen 4001;/);
  });

  it("parses with nginx -t (the replicas' names resolve only inside Compose, so loopback stands in for them)", async () => {
    folder ??= mkdtempSync(join(tmpdir(), 'balie-deploy-'));
    const conf = join(folder, 'nginx.conf');
    const onLoopback = nginxConf.replace(/^(\s*server\s+)[\w-]+:/gm, '$1127.0.0.1:');
    writeFileSync(conf, onLoopback);
    const result = await nginxTest(conf);
    expect(result.output).toContain('test is successful');
    expect(result.code).toBe(0);
    // A mistake nginx itself finds fails the check.
    writeFileSync(conf, onLoopback.replace('proxy_next_upstream error', 'proxy_next_upstream eror'));
    const broken = await nginxTest(conf);
    expect(broken.output).toContain('invalid value "eror"');
    expect(broken.code).not.toBe(0);
  });
});

import type { FastifyInstance } from 'fastify';
import type { Db } from './db/connection.ts';
import { HttpError, texts } from './errors.ts';

export interface Tenant {
  id: number;
  subdomain: string;
  name: string;
  setupCompleted: boolean;
  trialEndsAt: Date | null;
  modules: Record<string, boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null only in first-run routes on an installation without tenants. */
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    /** Also answers while no tenant exists at all (the first-run setup). */
    firstRun?: boolean;
    /** A health probe (/health, /ready): answers on any host, without tenant, token or rate limit. */
    probe?: boolean;
  }
}

const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A name a tenant can have as its subdomain. */
export const isSubdomain = (name: string) => SUBDOMAIN.test(name);

/** "demo.localhost:4001" and "demo.balie.nl" name tenant demo; "localhost", IPs and "api:4001" name none. */
export function subdomainFromHost(host: string | undefined): string | null {
  if (!host) return null;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (name.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return null;
  const labels = name.split('.');
  const named = labels.at(-1) === 'localhost' ? labels.length >= 2 : labels.length >= 3;
  return named && SUBDOMAIN.test(labels[0]) ? labels[0] : null;
}

export interface TenantHints {
  host?: string;
  /** Set by the BFF to the host the browser used. */
  forwardedHost?: string | string[];
  /** Set by the BFF or an integrator on a bare host. */
  header?: string | string[];
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The Host's subdomain, then the forwarded host's, then X-Tenant, then the default. */
export function tenantSubdomain({ host, forwardedHost, header }: TenantHints, fallback: string): string {
  const fromHeader = single(header)?.trim().toLowerCase() ?? '';
  // A forwarded host may list every proxy on the way; the first is the browser's.
  const forwarded = single(forwardedHost)?.split(',')[0];
  return subdomainFromHost(host) ?? subdomainFromHost(forwarded) ?? (fromHeader !== '' ? fromHeader : fallback);
}

const CACHE_MS = 30_000;

/** Tenants change rarely and are read on every request, so found ones are kept for a short while. */
export class TenantDirectory {
  private cache = new Map<string, { tenant: Tenant; until: number }>();

  constructor(private readonly db: Db) {}

  async find(subdomain: string): Promise<Tenant | null> {
    if (!SUBDOMAIN.test(subdomain)) return null;
    const cached = this.cache.get(subdomain);
    if (cached && cached.until > Date.now()) return cached.tenant;
    const row = await this.db
      .selectFrom('tenants')
      .select(['id', 'subdomain', 'name', 'setup_completed', 'trial_ends_at', 'modules'])
      .where('subdomain', '=', subdomain)
      .executeTakeFirst();
    if (!row) return null;
    const tenant: Tenant = {
      id: row.id,
      subdomain: row.subdomain,
      name: row.name,
      setupCompleted: row.setup_completed,
      trialEndsAt: row.trial_ends_at,
      modules: row.modules,
    };
    this.cache.set(subdomain, { tenant, until: Date.now() + CACHE_MS });
    return tenant;
  }

  /** The oldest tenant: a bare host's tenant when the default one does not exist (an installation set up for one company). */
  async first(): Promise<Tenant | null> {
    const row = await this.db.selectFrom('tenants').select('subdomain').orderBy('id').limit(1).executeTakeFirst();
    return row ? this.find(row.subdomain) : null;
  }
}

export function registerTenancy(app: FastifyInstance, directory: TenantDirectory, defaultTenant: string): void {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.probe) return;
    const { headers } = request;
    const subdomain = tenantSubdomain(
      { host: headers.host, forwardedHost: headers['x-forwarded-host'], header: headers['x-tenant'] },
      defaultTenant,
    );
    const tenant = (await directory.find(subdomain)) ?? (subdomain === defaultTenant ? await directory.first() : null);
    if (tenant) request.tenant = tenant;
    // Without any tenant, the first-run routes answer; everything else has no tenant to serve.
    else if (!(request.routeOptions.config.firstRun && !(await directory.first()))) throw new HttpError(404, { message: texts.tenantNotFound });
  });
}

import { sql, type Expression } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { accessFor, authOf } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { scoped, ROOT } from '../query/compile.ts';
import { untyped } from '../query/execute.ts';
import { clients } from './clients.ts';
import { companies } from './companies.ts';

/** Digits only, with +31 / 0031 written as the national 0: "+31 (0)6-1234 5678" and "06 12345678" match. */
export function normalizePhone(raw: string): string {
  let digits = raw.replace(/\(0\)/g, '').replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^31[1-9]\d{8}$/.test(digits)) digits = `0${digits.slice(2)}`;
  return digits;
}

/** The same normalization in SQL, for stored numbers. */
const normalized = (column: string): Expression<string> =>
  sql<string>`regexp_replace(regexp_replace(regexp_replace(coalesce(${sql.ref(column)}, ''), '\\(0\\)', '', 'g'), '[^0-9]', '', 'g'), '^(00)?31([1-9][0-9]{8})$', '0\\2')`;

/**
 * GET /phone/{phone}: who is calling. A contact person (telephone or mobile) first, then a
 * company; only among records the caller may list. Answers {type, id} or "notfound".
 */
export function registerPhoneRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve } = context;
  app.get<{ Params: { phone: string } }>('/phone/:phone', async (request, reply) => {
    const notFound = () => reply.type('application/json').send(JSON.stringify('notfound'));
    const digits = normalizePhone(request.params.phone);
    if (digits.length < 6) return notFound();
    const { permissions } = authOf(request);
    const access = accessFor(request, resolve);
    const raw = untyped(db);
    if (permissions.has(clients.permissions!.index)) {
      const client = await scoped(raw, clients, access)
        .select(`${ROOT}.id`)
        .where((eb) => eb.or([eb(normalized(`${ROOT}.telephone`), '=', digits), eb(normalized(`${ROOT}.telephone_cell`), '=', digits)]))
        .orderBy(`${ROOT}.archived_at`, (order) => order.desc().nullsFirst())
        .orderBy(`${ROOT}.id`)
        .executeTakeFirst();
      if (client) return { type: 'clients', id: client.id };
    }
    if (permissions.has(companies.permissions!.index)) {
      const company = await scoped(raw, companies, access)
        .select(`${ROOT}.id`)
        .where(normalized(`${ROOT}.telephone`), '=', digits)
        .orderBy(`${ROOT}.archived_at`, (order) => order.desc().nullsFirst())
        .orderBy(`${ROOT}.id`)
        .executeTakeFirst();
      if (company) return { type: 'companies', id: company.id };
    }
    return notFound();
  });
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type RunningApi } from '../support/api.ts';
import { EXTRA_OPERATORS, fillScaleData, LONG_TICKET_MESSAGES, LONG_TICKET_REFERENCE, RARE_WORD, type ScaleCounts } from '../support/scale-data.ts';

let server: RunningApi;
let token: string;
let before: number;
let counts: ScaleCounts;

beforeAll(async () => {
  server = await startApi();
  token = await server.login('admin@demo.nl');
  before = (await server.get(`/tickets${listQuery({ paginate: 1 })}`, { token })).body.total;
  counts = await fillScaleData(server.api.db, { subdomain: 'demo', tickets: 200 });
});

afterAll(async () => {
  await server?.close();
});

describe('the scale data generator', () => {
  it('adds the requested tickets over companies and contacts, about four messages each', async () => {
    expect(counts).toMatchObject({ tickets: 200, companies: 20, contacts: 200 });
    // 199 conversations of 2 to 6 messages and one of 200.
    expect(counts.messages).toBeGreaterThanOrEqual(199 * 2 + LONG_TICKET_MESSAGES);
    expect(counts.messages).toBeLessThanOrEqual(199 * 6 + LONG_TICKET_MESSAGES);
    expect(counts.notes).toBeGreaterThan(0);
    expect(counts.notes).toBeLessThan(counts.messages / 2);
    expect(counts.timeRegistrations).toBeGreaterThan(60);
    expect(counts.tasks).toBeGreaterThan(0);
    expect(counts.activityLog).toBeGreaterThan(200);
    expect(counts.attachments).toBeGreaterThan(0);
    expect(counts.categoryLinks).toBeGreaterThan(100);
    // The demo's six operators and administrators (one of them inactive) and the generated ones.
    expect(counts.operators).toBe(6 + EXTRA_OPERATORS);
  });

  it('makes tickets the REST service lists and opens, with a long conversation and a rare word', async () => {
    const list = await server.get(`/tickets${listQuery({ paginate: 25, with: ['company', 'client', 'operator', 'status', 'priority'] })}`, { token });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(before + 200);

    const long = await server.get(`/tickets${listQuery({ where: [['reference', LONG_TICKET_REFERENCE]] })}`, { token });
    expect(long.body.data).toHaveLength(1);
    const messages = await server.get(`/messages${listQuery({ where: [['morphable_type', 'tickets'], ['morphable_id', long.body.data[0].id]], paginate: 1 })}`, { token });
    expect(messages.status).toBe(200);
    expect(messages.body.total).toBe(LONG_TICKET_MESSAGES);

    const rare = await sql<{ n: number }>`select count(distinct morphable_id)::int as n from messages where message like ${`%${RARE_WORD}%`}`.execute(server.api.db);
    expect(rare.rows[0].n).toBe(5);
  });

  it('spreads the tickets over five years and over the statuses', async () => {
    const spread = await sql<{ years: number; statuses: number; companies: number }>`
      select count(distinct extract(year from created_at))::int as years, count(distinct status_id)::int as statuses,
             count(distinct company_id)::int as companies
      from tickets where reference like 'T-%-S%' or reference = ${LONG_TICKET_REFERENCE}`.execute(server.api.db);
    expect(spread.rows[0].years).toBeGreaterThanOrEqual(5);
    expect(spread.rows[0].statuses).toBeGreaterThanOrEqual(3);
    expect(spread.rows[0].companies).toBeGreaterThan(15);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice, type BackOffice } from './back-office-support.ts';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});

afterAll(async () => {
  await office?.close();
});

async function setRmmUrl(value: string): Promise<void> {
  const config = (await office.list('configs', { where: [['name', '=', 'integrations.rmm_url']] })).data[0];
  const answer = await office.call('PUT', `/configs/${config.id}`, { value });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('assets from the remote-monitoring system', () => {
  it('link to the RMM once the tenant has its address, hand-entered ones never', async () => {
    const monitored = (await office.list('assets', { where: [['rmm_id', '!=', null]], append: ['is_rmm'] })).data[0];
    const manual = (await office.list('assets', { where: [['rmm_id', '=', null]], append: ['is_rmm'] })).data[0];
    expect(monitored.is_rmm).toBe(true);
    expect(manual.is_rmm).toBe(false);
    expect(monitored.rmm_link).toBeNull();

    await setRmmUrl('https://rmm.example.nl/devices/{rmm_id}');
    expect((await office.get(`/assets/${monitored.id}`)).body.data.rmm_link).toBe(`https://rmm.example.nl/devices/${monitored.rmm_id}`);
    expect((await office.get(`/assets/${manual.id}`)).body.data.rmm_link).toBeNull();
    const linked = await office.list('assets', { where: [['rmm_link', 'like', 'https://rmm.example.nl/%']], paginate: 100 });
    expect(linked.total).toBe(await office.count('assets', {}) - (await office.list('assets', { where: [['rmm_id', '=', null]] })).total);

    await setRmmUrl('');
    expect((await office.get(`/assets/${monitored.id}`)).body.data.rmm_link).toBeNull();
  });
});

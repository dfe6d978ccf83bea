import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, graphql, login, startStack, type Stack } from '../support/stack.ts';

// The accounting package settings over the BFF, against the real REST service: secrets go in, never out.
let stack: Stack;
let token: string;

const SETTINGS = `settings { exactModule eboekhoudenModule
  exactOnline { clientId clientSecretSet journal connected division mappings { products { productCode externalCode } vat { vatPercentage vatCode } } }
  eboekhouden { apiTokenSet source invoiceTemplateId connected mappings { products { productCode externalCode } vat { vatPercentage vatCode } } } }
  userErrors { field message }`;

const run = (query: string, input: Record<string, unknown>, caller = token) => graphql(stack.bffUrl, query, { input }, caller);

beforeAll(async () => {
  process.env.EXACT_BASE_URL = 'https://exact.example.test';
  stack = await startStack();
  token = await login(stack.bffUrl);
});

afterAll(async () => {
  await stack?.close();
  delete process.env.EXACT_BASE_URL;
});

describe('accounting package settings', () => {
  it('stores Exact Online credentials and answers only that the secret is set', async () => {
    const answer = await run(`mutation($input: UpdateExactOnlineSettingsInput!) { result: updateExactOnlineSettings(input: $input) { ${SETTINGS} } }`, {
      clientId: 'app-1',
      clientSecret: 'zeer-geheim',
      journal: '71',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.result.userErrors).toEqual([]);
    expect(answer.data.result.settings.exactOnline).toMatchObject({ clientId: 'app-1', clientSecretSet: true, journal: '71', connected: false, division: null });
    expect(JSON.stringify(answer)).not.toContain('zeer-geheim');
  });

  it('starts the consent with a URL to Exact Online that carries a state', async () => {
    const answer = await run('mutation($input: StartExactOnlineConnectionInput!) { result: startExactOnlineConnection(input: $input) { url userErrors { field message } } }', {});
    const url = new URL(answer.data.result.url);
    expect(url.origin + url.pathname).toBe('https://exact.example.test/api/oauth2/auth');
    expect(url.searchParams.get('client_id')).toBe('app-1');
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('turns refusals into userErrors on the input fields', async () => {
    const source = await run(`mutation($input: UpdateEboekhoudenSettingsInput!) { result: updateEboekhoudenSettings(input: $input) { ${SETTINGS} } }`, { source: 'te lange bron!' });
    expect(source.data.result.userErrors.map((error: { field: string }) => error.field).sort()).toEqual(['source']);
    const mappings = await run(`mutation($input: UpdateAccountingMappingsInput!) { result: updateAccountingMappings(input: $input) { ${SETTINGS} } }`, {
      package: 'EBOEKHOUDEN',
      products: [{ productCode: 'UREN', externalCode: ' ' }],
      vat: [],
    });
    expect(mappings.data.result.userErrors).toEqual([{ field: 'products.0.externalCode', message: 'Vul een code in.' }]);
    const finish = await run(`mutation($input: FinishExactOnlineConnectionInput!) { result: finishExactOnlineConnection(input: $input) { ${SETTINGS} } }`, { code: 'x', state: 'niet-van-ons' });
    expect(finish.data.result.userErrors[0]).toMatchObject({ field: 'code' });
    expect(finish.data.result.settings).toBeNull();
  });

  it('saves mappings and reads them back', async () => {
    const answer = await run(`mutation($input: UpdateAccountingMappingsInput!) { result: updateAccountingMappings(input: $input) { ${SETTINGS} } }`, {
      package: 'EBOEKHOUDEN',
      products: [{ productCode: 'UREN', externalCode: '8000' }],
      vat: [{ vatPercentage: 21, vatCode: 'HOOG_VERK_21' }],
    });
    expect(answer.data.result.userErrors).toEqual([]);
    const read = await graphql(stack.bffUrl, '{ accountingSettings { eboekhouden { mappings { products { productCode externalCode } vat { vatPercentage vatCode } } } } }', {}, token);
    expect(read.data.accountingSettings.eboekhouden.mappings).toEqual({ products: [{ productCode: 'UREN', externalCode: '8000' }], vat: [{ vatPercentage: 21, vatCode: 'HOOG_VERK_21' }] });
  });

  it('is FORBIDDEN for an operator, naming configs.update', async () => {
    const operator = await login(stack.bffUrl, { ...DEMO_LOGIN, username: 'sanne@demo.nl' });
    const answer = await graphql(stack.bffUrl, '{ accountingSettings { exactModule } }', {}, operator);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'configs.update' });
  });
});

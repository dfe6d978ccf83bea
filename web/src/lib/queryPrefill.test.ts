import { describe, expect, it } from 'vitest';
import { initialValues, mutationInput, type FormFieldSpec } from './recordForm';

// The prefills of spec back-office §2 ("Create routes receive prefill through the query").
const company: FormFieldSpec = { name: 'companyId', label: 'Bedrijf', kind: 'relation', relation: 'company', query: 'company_id' };
const companies: FormFieldSpec = { name: 'companies', label: 'Bedrijven', kind: 'relation', relation: 'companies', multiple: true };
const client: FormFieldSpec = { name: 'clientId', label: 'Contactpersoon', kind: 'relation', relation: 'client' };
const operator: FormFieldSpec = { name: 'operatorId', label: 'Behandelaar', kind: 'relation', relation: 'operator' };
const asset: FormFieldSpec = { name: 'assetId', label: 'Asset', kind: 'relation', relation: 'asset' };
const ticketGroup: FormFieldSpec = { name: 'ticketGroupId', label: 'Ticketgroep', kind: 'relation', relation: 'ticketGroup' };
const name: FormFieldSpec = { name: 'name', label: 'Naam', kind: 'text' };

const prefill = (fields: FormFieldSpec[], query: string) => initialValues(fields, new URLSearchParams(query));

describe('create screens prefilled through the query', () => {
  it('tickets.store takes company, client, asset, operator and ticket group', () => {
    const values = prefill([company, client, asset, operator, ticketGroup], 'company_id=1&client_id=2&asset_id=3&operator_id=4&ticket_group_id=5');
    expect(values).toEqual({
      companyId: { id: 1, label: '#1' },
      clientId: { id: 2, label: '#2' },
      assetId: { id: 3, label: '#3' },
      operatorId: { id: 4, label: '#4' },
      ticketGroupId: { id: 5, label: '#5' },
    });
  });

  it('a single company takes company_id or the first of companies', () => {
    expect(prefill([company], 'company_id=8').companyId).toEqual({ id: 8, label: '#8' });
    expect(prefill([company], 'companies=8,9').companyId).toEqual({ id: 8, label: '#8' });
    // The field's own key wins over an alias.
    expect(prefill([company], 'companies=9&company_id=8').companyId).toEqual({ id: 8, label: '#8' });
  });

  it('a multi-select of companies takes companies or a single company_id', () => {
    expect(prefill([companies], 'companies=3,4').companies).toEqual([
      { id: 3, label: '#3' },
      { id: 4, label: '#4' },
    ]);
    expect(prefill([companies], 'company_id=3').companies).toEqual([{ id: 3, label: '#3' }]);
    expect(mutationInput([companies, name], { ...prefill([companies], 'company_id=3'), name: 'Jan' })).toEqual({
      fields: { name: 'Jan' },
      relationships: { companies: [3] },
    });
  });

  it('ignores ids that are no ids, and empty keys', () => {
    expect(prefill([company, companies], 'company_id=abc&companies=')).toEqual({ companyId: null, companies: [] });
    expect(prefill([company], 'company_id=&companies=6').companyId).toEqual({ id: 6, label: '#6' });
  });
});

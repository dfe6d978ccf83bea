import { describe, expect, it } from 'vitest';
import { phoneTarget } from './phoneTarget';

describe('phoneTarget', () => {
  it('opens a new ticket for a found contact person, with its only company', () => {
    expect(phoneTarget('0201234567', { type: 'clients', databaseId: 7, companyIds: [3] })).toBe('/tickets/create?client_id=7&company_id=3');
    expect(phoneTarget('0201234567', { type: 'clients', databaseId: 7, companyIds: [3, 4] })).toBe('/tickets/create?client_id=7');
  });
  it('opens a new ticket for a found company', () => {
    expect(phoneTarget('0201234567', { type: 'companies', databaseId: 5 })).toBe('/tickets/create?company_id=5');
  });
  it('opens a new contact person with the number when nobody matches', () => {
    expect(phoneTarget(' +31 6 1234 5678 ', null)).toBe('/clients/create?telephone=%2B31+6+1234+5678');
  });
});

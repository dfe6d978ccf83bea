import { describe, expect, it } from 'vitest';
import { restValues, toCamel, toSnake } from './names.ts';

describe('field names', () => {
  it.each([
    ['debtor_code', 'debtorCode'],
    ['address_1', 'address1'],
    ['direct_debit_imported_invoice_lines', 'directDebitImportedInvoiceLines'],
    ['id', 'id'],
  ])('%s and %s map onto each other', (snake, camel) => {
    expect(toCamel(snake)).toBe(camel);
    expect(toSnake(camel)).toBe(snake);
  });

  it('drops the id, the mutation id and absent values from an input', () => {
    expect(restValues({ id: 'x', clientMutationId: 'm', postalCode: '1234 AB', city: undefined, archivedAt: null })).toEqual({
      postal_code: '1234 AB',
      archived_at: null,
    });
  });
});

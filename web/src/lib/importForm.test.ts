import { describe, expect, it } from 'vitest';
import { importConfig, importFormErrors, mappingFor, type ImportForm } from './importForm';

const texts = { definitionName: 'naam', requiredColumns: 'kolommen', lineDescription: 'omschrijving', subject: 'onderwerp', defaultProduct: 'product', defaultQuantity: 'aantal' };
const form: ImportForm = {
  columns: { Debiteur: 'debtorCode', Bedrag: 'price', Opmerking: '' },
  productCode: 'TEL',
  quantity: '1',
  invoiceSubject: 'Telefonie [maand]',
  invoiceLineDescription: 'Gesprekken',
  definitionName: '',
};

describe('import form', () => {
  it('asks for a name only when the definition is saved', () => {
    expect(importFormErrors(form, false, texts)).toEqual({});
    expect(importFormErrors(form, true, texts)).toEqual({ definitionName: 'naam' });
  });

  it('needs the debtor and price columns, the texts, and defaults for unmapped product and quantity', () => {
    expect(importFormErrors({ ...form, columns: { Debiteur: 'debtorCode' }, productCode: ' ', quantity: '', invoiceSubject: '', invoiceLineDescription: '' }, false, texts)).toEqual({
      columns: 'kolommen',
      invoiceLineDescription: 'omschrijving',
      invoiceSubject: 'onderwerp',
      productCode: 'product',
      quantity: 'aantal',
    });
    expect(importFormErrors({ ...form, columns: { ...form.columns, P: 'productCode', A: 'quantity' }, productCode: '', quantity: '' }, false, texts)).toEqual({});
  });

  it('takes a saved mapping for the headers of the file and sends unmapped columns as null', () => {
    expect(mappingFor(['Debiteur', 'Nieuw'], { Debiteur: 'debtorCode', Oud: 'price' })).toEqual({ Debiteur: 'debtorCode', Nieuw: '' });
    expect(importConfig({ ...form, quantity: '1,5' })).toEqual({
      columns: { Debiteur: 'debtorCode', Bedrag: 'price', Opmerking: null },
      productCode: 'TEL',
      quantity: '1.5',
      invoiceSubject: 'Telefonie [maand]',
      invoiceLineDescription: 'Gesprekken',
    });
  });
});

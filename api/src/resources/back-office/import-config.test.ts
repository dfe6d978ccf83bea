import { describe, expect, it } from 'vitest';
import { IMPORT_TEXTS, hasImportExtension, importConfigErrors } from './import-config.ts';

const complete = {
  columns: { Debiteur: 'debtorCode', Bedrag: 'price', Aantal: 'quantity', Product: 'productCode', Opmerking: null },
  invoiceSubject: 'Telefonie [vorige_maand]',
  invoiceLineDescription: 'Gesprekskosten [maand]',
};

describe('import configuration', () => {
  it('accepts a mapping with both required columns and the texts', () => {
    expect(importConfigErrors(complete)).toEqual({});
  });

  it('demands the debtor code and price columns', () => {
    expect(importConfigErrors({ ...complete, columns: { Bedrag: 'price', Aantal: 'quantity', Product: 'productCode' } })).toEqual({
      'config.columns': [IMPORT_TEXTS.requiredColumns],
    });
    expect(importConfigErrors({ ...complete, columns: { Debiteur: 'debtorCode', Aantal: 'quantity', Product: 'productCode' } })).toEqual({
      'config.columns': [IMPORT_TEXTS.requiredColumns],
    });
  });

  it('needs a default product and quantity only when no column provides them', () => {
    const columns = { Debiteur: 'debtorCode', Bedrag: 'price' };
    expect(importConfigErrors({ ...complete, columns })).toEqual({
      'config.productCode': [IMPORT_TEXTS.defaultProduct],
      'config.quantity': [IMPORT_TEXTS.defaultQuantity],
    });
    expect(importConfigErrors({ ...complete, columns, productCode: 'TEL', quantity: 1 })).toEqual({});
  });

  it('demands the invoice subject and line description', () => {
    expect(importConfigErrors({ columns: complete.columns, invoiceSubject: ' ' })).toEqual({
      'config.invoiceLineDescription': [IMPORT_TEXTS.lineDescription],
      'config.invoiceSubject': [IMPORT_TEXTS.subject],
    });
  });

  it('refuses unknown column options and a missing configuration', () => {
    expect(importConfigErrors({ ...complete, columns: { ...complete.columns, Extra: 'vatCode' } })).toEqual({
      'config.columns': [IMPORT_TEXTS.unknownColumn('vatCode')],
    });
    expect(importConfigErrors(null)).toEqual({ config: [IMPORT_TEXTS.config] });
    expect(importConfigErrors([complete])).toEqual({ config: [IMPORT_TEXTS.config] });
  });

  it('takes xls, xlsx and csv files only', () => {
    expect(['a.xls', 'B.XLSX', 'kpn-2026-10.csv'].map(hasImportExtension)).toEqual([true, true, true]);
    expect(['a.exe', 'csv', 'a.csv.exe', 'a.txt', 42].map(hasImportExtension)).toEqual([false, false, false, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { mapRows, monthTags, parseAmount } from './rows.ts';

const config = {
  columns: { Debiteur: 'debtorCode', Klant: 'companyName', Bedrag: 'price', Aantal: 'quantity', Opmerking: null },
  productCode: 'TEL',
  invoiceSubject: 'Telefonie [vorige_maand]',
  invoiceLineDescription: 'Gesprekken [maand]',
};

describe('import rows', () => {
  it('reads Dutch and spreadsheet amounts', () => {
    expect([12.5, '12,50', '€ 1.234,56', '1,234.56', '-3', ' 7 '].map(parseAmount)).toEqual([12.5, 12.5, 1234.56, 1234.56, -3, 7]);
    expect(['', 'twaalf', '1,2,3', null].map(parseAmount)).toEqual([null, null, null, null]);
  });

  it('fills month tags by the Dutch calendar, across the turn of the year', () => {
    expect(monthTags('Telefonie [vorige_maand] t/m [maand]', new Date('2026-11-22T12:00:00Z'))).toBe('Telefonie oktober 2026 t/m november 2026');
    // Just after midnight on 1 January in Amsterdam, still 31 December in UTC.
    expect(monthTags('[vorige_maand]|[maand]', new Date('2026-12-31T23:30:00Z'))).toBe('december 2026|januari 2027');
  });

  it('maps columns to lines with the defaults, skipping blank rows', () => {
    const header = ['Debiteur', 'Klant', 'Bedrag', 'Aantal', 'Opmerking'];
    const { lines, errors } = mapRows(header, [['D1', 'Bakkerij', '12,50', 2, 'x'], [null, '', '', null, null], ['D2', null, 3, '1', null]], config);
    expect(errors).toEqual({});
    expect(lines).toEqual([
      { row: 2, debtorCode: 'D1', companyName: 'Bakkerij', price: 12.5, quantity: 2, productCode: 'TEL' },
      { row: 4, debtorCode: 'D2', companyName: null, price: 3, quantity: 1, productCode: 'TEL' },
    ]);
    const withDefaults = mapRows(['Debiteur', 'Bedrag', 'Product'], [['D1', '5', 'ABC']], { ...config, columns: { Debiteur: 'debtorCode', Bedrag: 'price', Product: 'productCode' }, quantity: '3' });
    expect(withDefaults.lines[0]).toMatchObject({ quantity: 3, productCode: 'ABC' });
  });

  it('reports every bad row in Dutch by its row number in the file', () => {
    const header = ['Debiteur', 'Klant', 'Bedrag', 'Aantal'];
    const { errors } = mapRows(header, [['D1', 'A', 'veel', 1], ['', 'B', '2', 'twee'], ['D3', 'C', '1', '1']], config);
    expect(errors).toEqual({
      'rows.2': ['Regel 2: Prijs "veel" is geen bedrag.'],
      'rows.3': ['Regel 3: Debiteurnummer ontbreekt.', 'Regel 3: Aantal "twee" is geen getal.'],
    });
    expect(mapRows(header, [], config).errors).toEqual({ file: ['Het bestand bevat geen regels om te importeren.'] });
  });
});

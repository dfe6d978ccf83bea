import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_HEADER, invoicesCsv } from './invoice-csv.ts';

describe('invoices CSV', () => {
  it('writes a header and one row per line in Dutch notation, quoting where needed', () => {
    const csv = invoicesCsv([
      {
        invoiceNumber: '12',
        invoiceDate: '2026-11-20',
        debtorCode: 'D100',
        companyName: 'Bakkerij "De Korrel"; Utrecht',
        subject: 'Uren november',
        lineDate: '2026-11-03',
        productCode: 'UUR',
        description: 'Server geïnstalleerd',
        quantity: 1.5,
        price: 95,
        vatPercentage: 21,
        total: 142.5,
      },
    ]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const rows = parse(csv, { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows[1]).toEqual(['12', '20-11-2026', 'D100', 'Bakkerij "De Korrel"; Utrecht', 'Uren november', '03-11-2026', 'UUR', 'Server geïnstalleerd', '1,50', '95,00', '21', '142,50']);
  });
});

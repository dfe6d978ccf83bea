import { describe, expect, it } from 'vitest';
import { resolve } from '../resources/registry.ts';
import { attachmentHeader, cellValue, columnRelations, exportFileName, parseExportColumns, wallClock } from './columns.ts';

const companies = resolve('companies');

describe('export columns', () => {
  it('takes fields, belongs-to fields and appends, and refuses anything else', () => {
    const asked = [{ field: 'name', header: 'Naam' }, { field: 'country.name', header: 'Land' }, { field: '_label', header: 'Label' }];
    expect(parseExportColumns(companies, resolve, asked)).toEqual({ columns: asked, errors: [] });
    expect(columnRelations(asked)).toEqual(['country']);
    expect(parseExportColumns(companies, resolve, [{ field: 'password_hash', header: 'x' }, { field: 'tickets.id', header: 'y' }, { field: 'country.name.x', header: 'z' }]).errors).toEqual([
      'Onbekende kolom: password_hash.',
      'Onbekende kolom: tickets.id.',
      'Onbekende kolom: country.name.x.',
    ]);
    expect(parseExportColumns(companies, resolve, 'name').errors).toEqual(['De kolommen moeten een lijst zijn van velden met een kop.']);
    expect(parseExportColumns(companies, resolve, Array.from({ length: 51 }, () => 'name')).errors).toEqual(['Een export kan maximaal 50 kolommen hebben.']);
  });

  it('exports every plain field when no column is chosen', () => {
    const fields = parseExportColumns(companies, resolve, []).columns.map((column) => column.field);
    expect(fields).toContain('name');
    expect(fields).not.toContain('azure_sync');
  });

  it('writes numbers as numbers, yes and no in Dutch, and moments on the Dutch clock', () => {
    const record = { id: 7, direct_debit_hours: true, archived_at: '2026-07-01T10:15:00.000Z', country: { name: 'Nederland' }, debtor_code: null };
    expect(cellValue(companies, resolve, record, { field: 'id', header: '' })).toBe(7);
    expect(cellValue(companies, resolve, record, { field: 'direct_debit_hours', header: '' })).toBe('Ja');
    expect(cellValue(companies, resolve, record, { field: 'country.name', header: '' })).toBe('Nederland');
    expect(cellValue(companies, resolve, record, { field: 'debtor_code', header: '' })).toBeNull();
    expect(cellValue(companies, resolve, record, { field: 'archived_at', header: '' })).toEqual(new Date('2026-07-01T12:15:00.000Z'));
    expect(wallClock(new Date('2026-12-01T10:15:00.000Z'))).toEqual(new Date('2026-12-01T11:15:00.000Z'));
  });

  it('names the file in Dutch, with an ASCII fallback for old clients', () => {
    expect(exportFileName(companies, new Date('2026-11-22T23:30:00Z'))).toBe('Export Bedrijven 23-11-2026.xlsx');
    expect(attachmentHeader('Export Één.xlsx')).toBe(`attachment; filename="Export Een.xlsx"; filename*=UTF-8''Export%20%C3%89%C3%A9n.xlsx`);
  });
});

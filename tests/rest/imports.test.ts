import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice, type BackOffice } from './back-office-support.ts';

let office: BackOffice;
let readOnly: string;

beforeAll(async () => {
  office = await startBackOffice();
  readOnly = await office.server.login('lezer@demo.nl');
}, 60_000);

afterAll(() => office?.close());

/** POST /imports/upload with these files as multipart file[n]. */
async function upload(files: Array<{ name: string; content: Buffer | string }>, token = office.tokens.demo) {
  const form = new FormData();
  files.forEach((file, index) => form.append(`file[${index}]`, new Blob([file.content]), file.name));
  const response = await fetch(`${office.server.url}/imports/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Verbruik');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const settings = { invoiceSubject: 'Telefonie [vorige_maand]', invoiceLineDescription: 'Gesprekskosten [vorige_maand]' };
const lineCount = () => office.count('invoice_lines');

describe('imports', () => {
  it('upload a csv and answer its header and first rows', async () => {
    const answer = await upload([{ name: 'kpn-2026-10.csv', content: '\ufeffDebiteur;Klant;Bedrag\nD10001;Van der Berg;12,50\nD10002;Bakkerij;7\n' }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      original_filename: 'kpn-2026-10.csv',
      header: ['Debiteur', 'Klant', 'Bedrag'],
      rows: [['D10001', 'Van der Berg', '12,50'], ['D10002', 'Bakkerij', '7']],
      row_count: 2,
    });
    expect(answer.body.storage_filename).toMatch(/^imports\/[0-9a-f-]{36}\.csv$/);
  });

  it('turn rows into invoice lines on concept invoices and save the mapping as a definition', async () => {
    const file = await upload([{ name: 'kpn-2026-10.csv', content: 'Debiteur,Klant,Bedrag,Aantal\nD10001,Van der Berg,"12,50",2\nD10001,Van der Berg,3,1\nD10002,Bakkerij,7,1\n' }]);
    const config = { ...settings, columns: { Debiteur: 'debtorCode', Klant: 'companyName', Bedrag: 'price', Aantal: 'quantity' }, productCode: 'TEL-DOORBEL' };
    const before = await lineCount();
    const answer = await office.call('POST', '/imports?load=definition', {
      model: 'invoice-lines',
      original_filename: file.body.original_filename,
      storage_filename: file.body.storage_filename,
      save_import_definition: true,
      definition_name: 'Telefonie KPN',
      config,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('3 factuurregels geïmporteerd op 2 facturen.');
    expect(answer.body.data).toMatchObject({ imported_rows: 3, definition: { name: 'Telefonie KPN', config } });
    expect(await lineCount()).toBe(before + 3);

    const invoices = answer.body.data.result.invoice_ids as number[];
    expect(invoices).toHaveLength(2);
    const first = (await office.get(`/invoices/${invoices[0]}?load=invoice_lines,company`)).body.data;
    expect(first.company.debtor_code).toBe('D10001');
    expect(first.subject).toMatch(/^Telefonie [a-z]+ \d{4}$/);
    expect(first.exported_at).toBeNull();
    expect(first.invoice_lines.map((line: any) => [line.product_code, line.quantity, line.price, line.is_locked])).toEqual([
      ['TEL-DOORBEL', 2, 12.5, true],
      ['TEL-DOORBEL', 1, 3, true],
    ]);
    expect(first.invoice_lines[0].description).toMatch(/^Gesprekskosten [a-z]+ \d{4}$/);

    // The same subject again adds to the same concept invoice.
    const again = await upload([{ name: 'kpn-extra.xlsx', content: await xlsx([['Debiteurnummer', 'Prijs', 'Product'], ['D10001', 4.25, 'TEL-EXTRA']]) }]);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const second = await office.call('POST', '/imports', {
      original_filename: again.body.original_filename,
      storage_filename: again.body.storage_filename,
      definition_id: answer.body.data.definition_id,
      config: { ...settings, columns: { Debiteurnummer: 'debtorCode', Prijs: 'price', Product: 'productCode' }, quantity: 1 },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data.result.invoice_ids).toEqual([invoices[0]]);
    expect(second.body.data.definition_id).toBe(answer.body.data.definition_id);
  });

  it('report every bad row in Dutch and store nothing', async () => {
    const file = await upload([{ name: 'fouten.csv', content: 'Debiteur;Bedrag\nD10001;10\nONBEKEND;5\nD10002;veel\n;3\n' }]);
    const [lines, imports, definitions] = [await lineCount(), await office.count('imports'), await office.count('import_definitions')];
    const answer = await office.call('POST', '/imports', {
      original_filename: 'fouten.csv',
      storage_filename: file.body.storage_filename,
      save_import_definition: true,
      definition_name: 'Fout',
      config: { ...settings, columns: { Debiteur: 'debtorCode', Bedrag: 'price' }, productCode: 'X', quantity: 1 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.errors).toEqual({
      'rows.4': ['Regel 4: Prijs "veel" is geen bedrag.'],
      'rows.5': ['Regel 5: Debiteurnummer ontbreekt.'],
    });
    // Rows that read well but name an unknown company are refused as well.
    const unknown = await upload([{ name: 'onbekend.csv', content: 'Debiteur;Bedrag\nD10001;10\nONBEKEND;5\n' }]);
    const second = await office.call('POST', '/imports', {
      original_filename: 'onbekend.csv',
      storage_filename: unknown.body.storage_filename,
      config: { ...settings, columns: { Debiteur: 'debtorCode', Bedrag: 'price' }, productCode: 'X', quantity: 1 },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(422);
    expect(second.body.errors).toEqual({ 'rows.3': ['Regel 3: Er is geen bedrijf met debiteurnummer ONBEKEND.'] });
    expect([await lineCount(), await office.count('imports'), await office.count('import_definitions')]).toEqual([lines, imports, definitions]);
  });

  it('refuse other files, more than one, too large ones and unknown stored names with a Dutch 422', async () => {
    const refusedFile = async (files: Array<{ name: string; content: Buffer | string }>, message: string) => {
      const answer = await upload(files);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.errors.file).toEqual([message]);
    };
    await refusedFile([{ name: 'lijst.pdf', content: '%PDF-1.4' }], 'Alleen xls-, xlsx- en csv-bestanden kunnen geïmporteerd worden.');
    await refusedFile([{ name: 'oud.xls', content: 'ÐÏ' }], 'Oude Excel-bestanden (.xls) kunnen niet gelezen worden. Sla het bestand op als .xlsx of .csv en probeer het opnieuw.');
    await refusedFile([{ name: 'nep.xlsx', content: 'geen zip' }], 'Het bestand kon niet gelezen worden. Controleer of het een geldig xlsx- of csv-bestand is.');
    await refusedFile([{ name: 'groot.csv', content: Buffer.alloc(11 * 1024 * 1024, 'a') }], 'Het bestand is groter dan 10 MB.');
    await refusedFile([{ name: 'a.csv', content: 'A;B\n1;2\n' }, { name: 'b.csv', content: 'A;B\n1;2\n' }], 'Importeer één bestand tegelijk.');
    await refusedFile([], 'Kies een bestand om te importeren.');
    const stranger = await office.call('POST', '/imports', {
      original_filename: 'x.csv',
      storage_filename: '../../etc/passwd.csv',
      config: { ...settings, columns: { A: 'debtorCode', B: 'price' }, productCode: 'X', quantity: 1 },
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors.storage_filename).toEqual(['Het geüploade bestand is niet gevonden. Upload het opnieuw.']);
  });

  it('need imports.store', async () => {
    const answer = await upload([{ name: 'a.csv', content: 'A;B\n1;2\n' }], readOnly);
    expect(answer.status).toBe(403);
    expect(answer.body.permission).toBe('imports.store');
  });
});

import { Button, Flex, Heading, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { notify } from '../../components/toaster';
import { nlAccounting } from '../../i18n/nl/accounting';
import type { AccountingSettings } from './accountingData';
import { saveSettings, updateMappingsMutation } from './accountingMutations';

const t = nlAccounting;

type Mappings = AccountingSettings['exactOnline']['mappings'];
type Row = [string, string];

interface TableProps {
  title: string;
  help?: string;
  headers: [string, string];
  rows: Row[];
  testId: string;
  disabled: boolean;
  onChange: (rows: Row[]) => void;
}

/** Two-column rows the admin adds, edits and removes; saved together with the other table. */
function PairTable({ title, help, headers, rows, testId, disabled, onChange }: TableProps) {
  const set = (index: number, column: 0 | 1, value: string) => onChange(rows.map((row, at) => (at === index ? (column === 0 ? [value, row[1]] : [row[0], value]) : row)));
  return (
    <Stack gap="2" data-testid={testId}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {help && (
        <Text fontSize="sm" color="fg.muted">
          {help}
        </Text>
      )}
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{headers[0]}</Table.ColumnHeader>
            <Table.ColumnHeader>{headers[1]}</Table.ColumnHeader>
            <Table.ColumnHeader w="1%" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={3} color="fg.muted">
                {t.noRows}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row, index) => (
            <Table.Row key={index}>
              <Table.Cell>
                <Input size="sm" aria-label={headers[0]} value={row[0]} disabled={disabled} onChange={(event) => set(index, 0, event.target.value)} />
              </Table.Cell>
              <Table.Cell>
                <Input size="sm" aria-label={headers[1]} value={row[1]} disabled={disabled} onChange={(event) => set(index, 1, event.target.value)} />
              </Table.Cell>
              <Table.Cell>
                <IconButton size="sm" variant="ghost" aria-label={t.removeRow} title={t.removeRow} disabled={disabled} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                  ×
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Flex>
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => onChange([...rows, ['', '']])}>
          {t.addRow}
        </Button>
      </Flex>
    </Stack>
  );
}

/** '21', '9,5' → a number; anything else is refused before it goes out. */
const percentageOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

interface Props {
  packageKey: 'EXACT_ONLINE' | 'EBOEKHOUDEN';
  mappings: Mappings;
  externalHeader: string;
  vatHeader: string;
  productsHelp: string;
  vatHelp?: string;
  editable: boolean;
  onSaved: (settings: AccountingSettings) => void;
}

/** A package's product and VAT mapping tables (our product code → item or ledger; rate → VAT code). */
export function MappingEditor({ packageKey, mappings, externalHeader, vatHeader, productsHelp, vatHelp, editable, onSaved }: Props) {
  const environment = useRelayEnvironment();
  const [products, setProducts] = useState<Row[]>(() => mappings.products.map((row) => [row.productCode, row.externalCode]));
  const [vat, setVat] = useState<Row[]>(() => mappings.vat.map((row) => [String(row.vatPercentage).replace('.', ','), row.vatCode]));
  const [busy, setBusy] = useState(false);
  const testId = packageKey === 'EXACT_ONLINE' ? 'exact' : 'eboekhouden';

  const save = async () => {
    const rates = vat.map(([percentage]) => percentageOf(percentage));
    if (rates.some((rate) => !Number.isFinite(rate) || rate < 0 || rate > 100)) {
      notify('danger', t.invalidPercentage);
      return;
    }
    setBusy(true);
    const settings = await saveSettings(
      environment,
      updateMappingsMutation,
      {
        package: packageKey,
        products: products.map(([productCode, externalCode]) => ({ productCode, externalCode })),
        vat: vat.map(([, vatCode], index) => ({ vatPercentage: rates[index], vatCode })),
      },
      t.mappingsSaved,
    );
    setBusy(false);
    if (settings) onSaved(settings);
  };

  return (
    <Stack gap="5">
      <PairTable title={t.products} help={productsHelp} headers={[t.productCode, externalHeader]} rows={products} testId={`${testId}-product-mappings`} disabled={!editable || busy} onChange={setProducts} />
      <PairTable title={t.vat} help={vatHelp} headers={[t.vatPercentage, vatHeader]} rows={vat} testId={`${testId}-vat-mappings`} disabled={!editable || busy} onChange={setVat} />
      {editable && (
        <Flex justify="flex-end">
          <Button colorPalette="blue" loading={busy} onClick={() => void save()}>
            {t.saveMappings}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}

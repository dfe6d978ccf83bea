import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { commitMutation, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { ImportCreateScreenMutation } from '../../__generated__/ImportCreateScreenMutation.graphql';
import type { ImportCreateScreenQuery } from '../../__generated__/ImportCreateScreenQuery.graphql';
import { FilePicker } from '../../components/FilePicker';
import { PageSpinner } from '../../components/PageSpinner';
import { notify } from '../../components/toaster';
import { nlImports } from '../../i18n/nl/imports';
import { nlPages } from '../../i18n/nl/pages';
import { IMPORT_COLUMN_OPTIONS, importConfig, importFormErrors, mappingFor, type ImportForm } from '../../lib/importForm';
import { interpolate } from '../../lib/interpolate';
import { reportMutationFailure } from '../../relay/errors';
import { FileTransferError, uploadFile } from '../../relay/files';

const t = nlImports;

const query = graphql`
  query ImportCreateScreenQuery {
    importDefinitions(first: 100) {
      edges {
        node {
          databaseId
          name
          config
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation ImportCreateScreenMutation($input: CreateImportInput!) {
    createImport(input: $input) {
      import {
        id
        importedRows
      }
      userErrors {
        field
        message
      }
    }
  }
`;

interface Uploaded {
  original_filename: string;
  storage_filename: string;
  header: string[];
  rows: Array<Array<string | number | null>>;
  row_count: number;
}

interface SavedConfig {
  columns?: Record<string, string | null>;
  productCode?: string | null;
  quantity?: string | number | null;
  invoiceSubject?: string;
  invoiceLineDescription?: string;
}

const EMPTY: ImportForm = { columns: {}, productCode: '', quantity: '', invoiceSubject: '', invoiceLineDescription: '', definitionName: '' };

/**
 * The import screen (back-office §2): type fixed to invoice lines, a file, an import definition,
 * the column mapping, settings, and 'Importeren en sla definitie op' or 'Alleen importeren'.
 */
/** The create screen as a route: its own spinner while the import's reference data loads. */
export function ImportCreateRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ImportCreateScreen />
    </Suspense>
  );
}

export function ImportCreateScreen() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const data = useLazyLoadQuery<ImportCreateScreenQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const definitions = (data.importDefinitions?.edges ?? []).map((edge) => edge.node);

  const [file, setFile] = useState<Uploaded | null>(null);
  const [uploading, setUploading] = useState(false);
  const [definitionId, setDefinitionId] = useState('');
  const [form, setForm] = useState<ImportForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const set = (patch: Partial<ImportForm>) => setForm((current) => ({ ...current, ...patch }));

  const applyDefinition = (id: string, header: readonly string[]) => {
    setDefinitionId(id);
    const definition = definitions.find((d) => String(d.databaseId) === id);
    if (!definition) return;
    const config = (definition.config ?? {}) as SavedConfig;
    setForm((current) => ({
      ...current,
      columns: mappingFor(header, config.columns),
      productCode: config.productCode ?? '',
      quantity: config.quantity == null ? '' : String(config.quantity),
      invoiceSubject: config.invoiceSubject ?? '',
      invoiceLineDescription: config.invoiceLineDescription ?? '',
    }));
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setUploading(true);
    setErrors({});
    setRowErrors([]);
    uploadFile<Uploaded>('/uploads/imports', chosen)
      .then((answer) => {
        setFile(answer);
        if (definitionId) applyDefinition(definitionId, answer.header);
        else set({ columns: mappingFor(answer.header, null) });
      })
      .catch((error: unknown) => {
        setFile(null);
        const message = error instanceof FileTransferError ? (error.errors.file?.[0] ?? error.message) : String(error);
        setErrors({ file: message });
      })
      .finally(() => setUploading(false));
  };

  const submit = (saveDefinition: boolean) => {
    if (!file) {
      setErrors({ file: t.chooseFileFirst });
      return;
    }
    const found = importFormErrors(form, saveDefinition, {
      definitionName: t.errors.definitionName,
      requiredColumns: t.errors.requiredColumns,
      lineDescription: t.errors.lineDescription,
      subject: t.errors.subject,
      defaultProduct: t.errors.defaultProduct,
      defaultQuantity: t.errors.defaultQuantity,
    });
    setErrors(found);
    setRowErrors([]);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    commitMutation<ImportCreateScreenMutation>(environment, {
      mutation,
      variables: {
        input: {
          model: 'invoice-lines',
          originalFilename: file.original_filename,
          storageFilename: file.storage_filename,
          definitionId: definitionId ? Number(definitionId) : null,
          saveImportDefinition: saveDefinition,
          definitionName: saveDefinition ? form.definitionName.trim() : null,
          config: importConfig(form),
        },
      },
      onCompleted: ({ createImport }) => {
        setSaving(false);
        if (createImport.userErrors.length > 0) {
          const byField: Record<string, string> = {};
          const rows: string[] = [];
          for (const error of createImport.userErrors) {
            const field = error.field ?? '';
            if (field.startsWith('rows.')) rows.push(error.message);
            else byField[fieldOf(field)] ??= error.message;
          }
          setErrors(byField);
          setRowErrors(rows);
          return;
        }
        notify('success', interpolate(t.done, { count: createImport.import?.importedRows ?? 0 }));
        navigate('/imports');
      },
      onError: (error) => {
        setSaving(false);
        reportMutationFailure(error);
      },
    });
  };

  return (
    <Stack gap="5" maxW="4xl" data-testid="import-create">
      <Heading as="h1" size="xl">
        {nlPages.newImportTitle}
      </Heading>

      <Box borderWidth="1px" borderRadius="md" bg="bg" p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Field.Root readOnly>
            <Field.Label>{t.type}</Field.Label>
            <Input value={t.typeInvoiceLines} readOnly />
          </Field.Root>
          <Field.Root invalid={Boolean(errors.file || errors.storageFilename)}>
            <Field.Label>{t.file}</Field.Label>
            <FilePicker accept=".xls,.xlsx,.csv" onChange={(files) => choose(files[0])} disabled={uploading} />
            {file && !uploading && <Field.HelperText>{interpolate(t.fileRows, { count: file.row_count, name: file.original_filename })}</Field.HelperText>}
            {uploading && <Field.HelperText>{t.uploading}</Field.HelperText>}
            {!file && !uploading && <Field.HelperText>{t.fileHint}</Field.HelperText>}
            <Field.ErrorText>{errors.file ?? errors.storageFilename}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t.definition}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={definitionId} onChange={(event) => applyDefinition(event.currentTarget.value, file?.header ?? [])}>
                <option value="">{t.noDefinition}</option>
                {definitions.map((definition) => (
                  <option key={definition.databaseId} value={String(definition.databaseId)}>
                    {definition.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Box>

      {file && (
        <Box borderWidth="1px" borderRadius="md" bg="bg" p={{ base: '4', md: '6' }}>
          <Stack gap="3">
            <Heading as="h2" size="md">
              {t.columnsTitle}
            </Heading>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.column}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.example}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.importAs}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {file.header.map((name, index) => (
                  <Table.Row key={name || index}>
                    <Table.Cell fontWeight="medium">{name}</Table.Cell>
                    <Table.Cell color="fg.muted">{String(file.rows[0]?.[index] ?? '')}</Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          aria-label={interpolate(t.importAsLabel, { column: name })}
                          value={form.columns[name] ?? ''}
                          onChange={(event) => {
                            const option = event.currentTarget.value;
                            set({ columns: { ...form.columns, [name]: option } });
                          }}
                        >
                          <option value="">{t.skip}</option>
                          {IMPORT_COLUMN_OPTIONS.map((option) => (
                            <option key={option} value={option}>
                              {t.options[option]}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {errors.columns && (
              <Text color="fg.error" fontSize="sm">
                {errors.columns}
              </Text>
            )}
          </Stack>
        </Box>
      )}

      <Box borderWidth="1px" borderRadius="md" bg="bg" p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {t.settingsTitle}
          </Heading>
          <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
            <TextField label={t.productCode} value={form.productCode} error={errors.productCode} onChange={(productCode) => set({ productCode })} />
            <TextField label={t.quantity} value={form.quantity} error={errors.quantity} onChange={(quantity) => set({ quantity })} inputMode="decimal" />
          </Flex>
          <TextField label={t.invoiceSubject} value={form.invoiceSubject} error={errors.invoiceSubject} onChange={(invoiceSubject) => set({ invoiceSubject })} hint={t.tagsHint} />
          <TextField label={t.invoiceLineDescription} value={form.invoiceLineDescription} error={errors.invoiceLineDescription} onChange={(invoiceLineDescription) => set({ invoiceLineDescription })} hint={t.tagsHint} />
          <TextField label={t.definitionName} value={form.definitionName} error={errors.definitionName} onChange={(definitionName) => set({ definitionName })} />
        </Stack>
      </Box>

      {rowErrors.length > 0 && (
        <Box borderWidth="1px" borderColor="border.error" borderRadius="md" bg="bg.error" p="4" role="alert" data-testid="import-row-errors">
          <Text fontWeight="semibold" mb="2">
            {t.rowErrorsTitle}
          </Text>
          <Stack as="ul" gap="1" pl="4" fontSize="sm">
            {rowErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Stack>
        </Box>
      )}

      <Flex gap="3" wrap="wrap">
        <Button colorPalette="blue" onClick={() => submit(true)} loading={saving} disabled={uploading}>
          {t.importAndSave}
        </Button>
        <Button variant="outline" onClick={() => submit(false)} disabled={saving || uploading}>
          {t.importOnly}
        </Button>
      </Flex>
    </Stack>
  );
}

/** The form field a REST error names: config.invoiceSubject → invoiceSubject, definition_name → definitionName. */
function fieldOf(field: string): string {
  const last = field.includes('.') ? field.slice(field.lastIndexOf('.') + 1) : field;
  return last.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function TextField(props: { label: string; value: string; error?: string; hint?: string; inputMode?: 'decimal'; onChange: (value: string) => void }) {
  return (
    <Field.Root invalid={Boolean(props.error)} flex="1">
      <Field.Label>{props.label}</Field.Label>
      <Input value={props.value} inputMode={props.inputMode} onChange={(event) => props.onChange(event.currentTarget.value)} />
      {props.hint && !props.error && <Field.HelperText>{props.hint}</Field.HelperText>}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}

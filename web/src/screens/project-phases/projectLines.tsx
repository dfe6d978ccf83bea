import { Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import type { FormField } from '../../components/form/types';
import { NoneCell, textCell } from '../../components/list/cells';
import type { RelatedColumn, RelatedEditing } from '../../components/related/RelatedTable';
import { nl } from '../../i18n/nl';
import { interpolate } from '../../lib/interpolate';
import { formatMinutes } from '../../lib/minutes';
import { formatCurrency } from '../../lib/price';
import { isTimeLine, lineTimeStatus } from '../../lib/projectPhase';
import { optionList } from '../lookups/referenceLists';

const createMutation = graphql`
  mutation projectLinesCreateMutation($input: CreateProjectLineInput!) {
    result: createProjectLine(input: $input) {
      record: projectLine {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation projectLinesUpdateMutation($input: UpdateProjectLineInput!) {
    result: updateProjectLine(input: $input) {
      record: projectLine {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation projectLinesDeleteMutation($input: RecordIdInput!) {
    result: deleteProjectLine(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

/** A project line as the phase screen reads it. */
export interface ProjectLineRow {
  readonly id: string;
  readonly databaseId: number;
  readonly label: string | null | undefined;
  readonly productCode: string | null | undefined;
  readonly description: string | null | undefined;
  readonly invoiceType: number | null | undefined;
  readonly invoiceTypeLabel: unknown;
  readonly invoiceMomentLabel: unknown;
  readonly quantity: number | null | undefined;
  readonly price: number | null | undefined;
  readonly totalExcl: number | null | undefined;
  readonly totalSpent: number | null | undefined;
  readonly invoice: { readonly exportedAt: string | null | undefined } | null | undefined;
}

const f = nl.fields;
const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

const projectLineFields: readonly FormField[] = [
  { name: 'productCode', label: f.productCode, kind: 'text', required: true, maxLength: 255 },
  { name: 'description', label: f.description, kind: 'text', required: true, maxLength: 255 },
  { name: 'invoiceType', label: f.invoiceType, kind: 'select', numeric: true, required: true, options: optionList(nl.options.projectLineInvoiceType) },
  { name: 'invoiceMoment', label: f.invoiceMoment, kind: 'select', numeric: true, defaultValue: '1', options: optionList(nl.options.invoiceMoment) },
  { name: 'quantity', label: f.lineQuantity, kind: 'number', required: true, defaultValue: '1', help: nl.phase.quantityHelp },
  { name: 'price', label: f.price, kind: 'price', required: true, defaultValue: '0.00' },
];

/** Quantity with its unit ('Uur' for time lines, 'Aantal' for products); on time lines the time spent, green within, red over. */
function QuantityCell({ line }: { line: ProjectLineRow }) {
  if (line.quantity === null || line.quantity === undefined) return <NoneCell />;
  const time = isTimeLine(line.invoiceType);
  const unit = time ? nl.phase.unitHours : nl.phase.unitCount;
  const spent = line.totalSpent ?? 0;
  return (
    <Stack gap="0" align={{ base: 'flex-start', md: 'flex-end' }}>
      <Text as="span">
        <Text as="span" color="fg.muted">
          {unit}:{' '}
        </Text>
        {quantityFormat.format(line.quantity)}
      </Text>
      {time && (
        <Text as="span" fontSize="xs" color={lineTimeStatus(spent, line.quantity) === 'over' ? 'fg.error' : 'fg.success'} data-testid="line-time-spent">
          {interpolate(nl.phase.spentOfQuantity, { spent: formatMinutes(spent) })}
        </Text>
      )}
    </Stack>
  );
}

const labelText = (value: unknown) => (typeof value === 'string' ? value : null);

export const projectLineColumns: readonly RelatedColumn<ProjectLineRow>[] = [
  { id: 'productCode', header: f.productCode, nowrap: true, cell: (line) => textCell(line.productCode) },
  { id: 'description', header: f.description, cell: (line) => textCell(line.description) },
  { id: 'invoiceType', header: f.invoiceType, nowrap: true, cell: (line) => textCell(labelText(line.invoiceTypeLabel)) },
  { id: 'invoiceMoment', header: f.invoiceMoment, nowrap: true, cell: (line) => textCell(labelText(line.invoiceMomentLabel)) },
  { id: 'quantity', header: f.quantityOrTime, numeric: true, nowrap: true, cell: (line) => <QuantityCell line={line} /> },
  { id: 'price', header: f.price, numeric: true, nowrap: true, cell: (line) => formatCurrency(line.price) || <NoneCell /> },
  { id: 'totalExcl', header: f.total, numeric: true, nowrap: true, cell: (line) => formatCurrency(line.totalExcl) || <NoneCell /> },
];

/** Adding, editing and deleting lines of one phase; a line on an exported invoice stays as it is. */
export function projectLineEditing(phaseId: number, nextOrder: number): RelatedEditing<ProjectLineRow> {
  return {
    type: 'project-lines',
    texts: nl.resources['project-lines'],
    fields: projectLineFields,
    createMutation,
    updateMutation,
    deleteMutation,
    parentInput: { projectPhaseId: phaseId, order: nextOrder },
    locked: (line) => Boolean(line.invoice?.exportedAt),
  };
}

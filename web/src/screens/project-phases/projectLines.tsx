import { Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import { NoneCell, textCell } from '../../components/list/cells';
import type { RelatedColumn } from '../../components/related/RelatedTable';
import { nlFields } from '../../i18n/nl/fields';
import { nlPhase } from '../../i18n/nl/phase';
import { interpolate } from '../../lib/interpolate';
import { formatMinutes } from '../../lib/minutes';
import { formatCurrency } from '../../lib/price';
import { isTimeLine, lineTimeStatus } from '../../lib/projectPhase';
import { isInvoiceable } from '../../lib/quoteLines';

export const createProjectLineMutation = graphql`
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

export const updateProjectLineMutation = graphql`
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

export const deleteProjectLineMutation = graphql`
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
  readonly invoiceMoment: number | null | undefined;
  readonly invoiceTypeLabel: unknown;
  readonly invoiceMomentLabel: unknown;
  readonly quantity: number | null | undefined;
  readonly price: number | null | undefined;
  readonly totalExcl: number | null | undefined;
  readonly totalSpent: number | null | undefined;
  readonly invoice: { readonly exportedAt: string | null | undefined } | null | undefined;
}

const f = nlFields;
const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/**
 * Quantity with its unit ('Uur' for time lines, 'Aantal' for products); on a project's time lines
 * the time spent, green within, red over (a quote's lines have no time yet).
 */
function QuantityCell({ line, showTime }: { line: ProjectLineRow; showTime: boolean }) {
  if (line.quantity === null || line.quantity === undefined) return <NoneCell />;
  const time = isTimeLine(line.invoiceType);
  const unit = time ? nlPhase.unitHours : nlPhase.unitCount;
  const spent = line.totalSpent ?? 0;
  return (
    <Stack gap="0" align={{ base: 'flex-start', md: 'flex-end' }}>
      <Text as="span">
        <Text as="span" color="fg.muted">
          {unit}:{' '}
        </Text>
        {quantityFormat.format(line.quantity)}
      </Text>
      {time && showTime && (
        <Text as="span" fontSize="xs" color={lineTimeStatus(spent, line.quantity) === 'over' ? 'fg.error' : 'fg.success'} data-testid="line-time-spent">
          {interpolate(nlPhase.spentOfQuantity, { spent: formatMinutes(spent) })}
        </Text>
      )}
    </Stack>
  );
}

const labelText = (value: unknown) => (typeof value === 'string' ? value : null);

/** The columns of a phase's lines; `showTime` on project phases, where time is registered. */
export const projectLineColumns = (showTime: boolean): readonly RelatedColumn<ProjectLineRow>[] => [
  { id: 'productCode', header: f.productCode, nowrap: true, cell: (line) => textCell(line.productCode) },
  { id: 'description', header: f.description, cell: (line) => textCell(line.description) },
  { id: 'invoiceType', header: f.invoiceType, nowrap: true, cell: (line) => textCell(labelText(line.invoiceTypeLabel)) },
  { id: 'invoiceMoment', header: f.invoiceMoment, nowrap: true, cell: (line) => (isInvoiceable(line.invoiceType) ? textCell(labelText(line.invoiceMomentLabel)) : <NoneCell />) },
  { id: 'quantity', header: f.quantityOrTime, numeric: true, nowrap: true, cell: (line) => <QuantityCell line={line} showTime={showTime} /> },
  { id: 'price', header: f.price, numeric: true, nowrap: true, cell: (line) => formatCurrency(line.price) || <NoneCell /> },
  { id: 'totalExcl', header: f.total, numeric: true, nowrap: true, cell: (line) => formatCurrency(line.totalExcl) || <NoneCell /> },
];

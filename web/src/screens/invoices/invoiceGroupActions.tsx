import { Stack, Text } from '@chakra-ui/react';
import { fetchQuery, graphql } from 'react-relay/hooks';
import type { InvoiceActionsExportMutation } from '../../__generated__/InvoiceActionsExportMutation.graphql';
import type { invoiceGroupActionsCsvQuery } from '../../__generated__/invoiceGroupActionsCsvQuery.graphql';
import type { GroupAction, ListRowBase } from '../../components/list/types';
import { notify } from '../../components/toaster';
import { nlInvoice } from '../../i18n/nl/invoice';
import { interpolate } from '../../lib/interpolate';
import { EXPORT_BATCH_SIZE, exportSummary, inBatches, type ExportOutcome } from '../../lib/invoiceExport';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { downloadFile, FileTransferError } from '../../relay/files';
import { exportInvoiceMutation } from './InvoiceActions';

const csvQuery = graphql`
  query invoiceGroupActionsCsvQuery($ids: [ID!]!) {
    invoiceCsvDownloadUrl(ids: $ids)
  }
`;

const t = nlInvoice;

type Labelled = ListRowBase & { readonly subject?: string | null; readonly label?: string | null };

async function exportOne(environment: Parameters<GroupAction['run']>[1], row: Labelled): Promise<ExportOutcome & { label: string }> {
  const label = row.subject ?? row.label ?? `#${row.databaseId}`;
  try {
    const response = await commitAsync<InvoiceActionsExportMutation>(environment, exportInvoiceMutation, { input: { id: row.id, reExport: false, sendTimeSheet: false } });
    const errors = response.result.userErrors;
    return errors.length === 0 ? { ok: true, label } : { ok: false, reason: errors.map((error) => error.message).join(' '), label };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : null, label };
  }
}

/** Exports the selected invoices three at a time and reports the lot in one toast, with each refusal's reason. */
export const exportInvoices: GroupAction = {
  id: 'export',
  label: t.groupExport,
  permission: 'invoices.export',
  run: async (rows, environment) => {
    const outcomes = await inBatches(rows as readonly Labelled[], EXPORT_BATCH_SIZE, (row) => exportOne(environment, row));
    const summary = exportSummary(outcomes);
    const text =
      summary.kind === 'all'
        ? interpolate(t.allExported, { count: summary.succeeded })
        : summary.kind === 'none'
          ? interpolate(t.noneExported, { count: summary.failed })
          : interpolate(t.partlyExported, { succeeded: summary.succeeded, failed: summary.failed });
    const refused = outcomes.filter((outcome) => !outcome.ok);
    notify(
      summary.variant,
      refused.length === 0 ? (
        text
      ) : (
        <Stack gap="0.5" data-testid="invoice-export-summary">
          <Text fontWeight="bold">{text}</Text>
          {refused.map((outcome, index) => (
            <Text key={index}>{outcome.reason ? `${outcome.label}: ${outcome.reason}` : outcome.label}</Text>
          ))}
        </Stack>
      ),
    );
  },
};

/** The CSV of the selected invoices with their lines, for a package without an integration. */
export const downloadInvoicesCsv: GroupAction = {
  id: 'csv',
  label: t.groupCsv,
  permission: 'invoices.index',
  run: async (rows, environment) => {
    try {
      const answer = await fetchQuery<invoiceGroupActionsCsvQuery>(environment, csvQuery, { ids: rows.map((row) => row.id) }).toPromise();
      if (answer) await downloadFile(answer.invoiceCsvDownloadUrl, t.csvName);
    } catch (error) {
      if (error instanceof FileTransferError) notify('danger', error.message);
      else reportMutationFailure(error);
    }
  },
};

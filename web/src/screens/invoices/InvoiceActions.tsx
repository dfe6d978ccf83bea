import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { nlInvoice } from '../../i18n/nl/invoice';
import { runAction } from '../../relay/commit';
import { useCan } from '../../relay/viewer';

export const exportInvoiceMutation = graphql`
  mutation InvoiceActionsExportMutation($input: ExportInvoiceInput!) {
    result: exportInvoice(input: $input) {
      invoice {
        id
        invoiceCode
        exportedAt
        externalUrl
        isExported
        debtorCode
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

const restoreInvoiceMutation = graphql`
  mutation InvoiceActionsRestoreMutation($input: InvoiceActionInput!) {
    result: restoreInvoice(input: $input) {
      invoice {
        id
        invoiceCode
        exportedAt
        isExported
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlInvoice;

export interface InvoiceActionsData {
  readonly id: string;
  readonly exportedAt?: string | null;
}

/**
 * The invoice's own actions by its state (spec back-office §4): a concept is exported (editing and
 * deleting stay with the detail screen); an exported invoice is re-exported or restored to concept.
 * Toasts: 'Factuur geëxporteerd!', 'Factuur teruggezet naar concept', or the package's reason.
 */
export function InvoiceActions({ invoice, onChanged }: { invoice: InvoiceActionsData; onChanged: () => void }) {
  const environment = useRelayEnvironment();
  const mayExport = useCan('invoices', 'export');
  const mayRestore = useCan('invoices', 'update');
  const [busy, setBusy] = useState<'export' | 'restore' | null>(null);
  const [asking, setAsking] = useState<'reExport' | 'restore' | null>(null);
  const exported = Boolean(invoice.exportedAt);

  const run = async (action: 'export' | 'restore', reExport = false) => {
    // The dialog closes first: closing a dialog dismisses the toasts that opened over it.
    setAsking(null);
    setBusy(action);
    const result =
      action === 'export'
        ? await runAction(environment, exportInvoiceMutation, { id: invoice.id, reExport, sendTimeSheet: false })
        : await runAction(environment, restoreInvoiceMutation, { id: invoice.id });
    setBusy(null);
    if (result) onChanged();
  };

  return (
    <>
      {!exported && mayExport && (
        <Button size="sm" colorPalette="blue" loading={busy === 'export'} onClick={() => void run('export')} data-testid="invoice-export">
          {t.export}
        </Button>
      )}
      {exported && mayExport && (
        <Button size="sm" variant="outline" loading={busy === 'export'} onClick={() => setAsking('reExport')} data-testid="invoice-re-export">
          {t.reExport}
        </Button>
      )}
      {exported && mayRestore && (
        <Button size="sm" variant="outline" loading={busy === 'restore'} onClick={() => setAsking('restore')} data-testid="invoice-restore">
          {t.restore}
        </Button>
      )}
      <ConfirmDialog
        open={asking === 'reExport'}
        title={t.reExportTitle}
        text={t.reExportText}
        onConfirm={() => void run('export', true)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'restore'}
        title={t.restoreTitle}
        text={t.restoreText}
        confirmLabel={t.restore}
        onConfirm={() => void run('restore')}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

import { graphql } from 'react-relay/hooks';
import type { GroupAction } from '../../../components/list/types';
import { nlTimeLines } from '../../../i18n/nl/timeLines';
import { runAction } from '../../../relay/commit';

// What invoicing and de-invoicing answer alike (the lines with their invoice, the server's text,
// refusals); both mutations spread it unmasked, so the payload reads as plain fields.
const payloadFields = graphql`
  fragment timeLineInvoicing_payload on TimeRegistrationInvoicingPayload {
    message
    timeRegistrations {
      id
      invoiceId
      invoice {
        id
        invoiceCode
        exportedAt
      }
    }
    userErrors {
      field
      message
    }
  }
`;

const invoiceMutation = graphql`
  mutation timeLineInvoicingInvoiceMutation($input: TimeRegistrationIdsInput!) {
    result: invoiceTimeRegistrations(input: $input) {
      ...timeLineInvoicing_payload @relay(mask: false)
    }
  }
`;

const deinvoiceMutation = graphql`
  mutation timeLineInvoicingDeinvoiceMutation($input: TimeRegistrationIdsInput!) {
    result: deinvoiceTimeRegistrations(input: $input) {
      ...timeLineInvoicing_payload @relay(mask: false)
    }
  }
`;

const invoicing = { invoice: invoiceMutation, deinvoice: deinvoiceMutation };

const t = nlTimeLines;

/** Puts the lines on their company's concept invoice or takes them off; all or none, so one toast tells. */
function invoicingAction(action: 'invoice' | 'deinvoice', label: string, confirmText: string): GroupAction {
  return {
    id: action,
    label,
    permission: 'time-registrations.update',
    confirm: () => ({ title: label, text: confirmText }),
    run: async (rows, environment) => {
      await runAction(environment, invoicing[action], { ids: rows.map((row) => row.id) });
    },
  };
}

export const invoiceTimeLines = invoicingAction('invoice', t.invoiceAction, t.invoiceConfirm);

export const deinvoiceTimeLines = invoicingAction('deinvoice', t.deinvoiceAction, t.deinvoiceConfirm);

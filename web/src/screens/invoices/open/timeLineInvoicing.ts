import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { GroupAction, ListRowBase } from '../../../components/list/types';
import { nl } from '../../../i18n/nl';
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

/** Puts the lines on their company's concept invoice or takes them off; all or none, so one toast tells. */
async function runInvoicing(environment: Environment, action: 'invoice' | 'deinvoice', rows: readonly ListRowBase[]): Promise<void> {
  await runAction(environment, invoicing[action], { ids: rows.map((row) => row.id) });
}

const t = nl.timeLines;

export const invoiceTimeLines: GroupAction = {
  id: 'invoice',
  label: t.invoiceAction,
  permission: 'time-registrations.update',
  confirm: { title: t.invoiceAction, text: t.invoiceConfirm },
  run: (rows, environment) => runInvoicing(environment, 'invoice', rows),
};

export const deinvoiceTimeLines: GroupAction = {
  id: 'deinvoice',
  label: t.deinvoiceAction,
  permission: 'time-registrations.update',
  confirm: { title: t.deinvoiceAction, text: t.deinvoiceConfirm },
  run: (rows, environment) => runInvoicing(environment, 'deinvoice', rows),
};

import { graphql } from 'react-relay';
import { commitMutation, type Environment } from 'relay-runtime';
import type { timeLineInvoicingInvoiceMutation$data } from '../../../__generated__/timeLineInvoicingInvoiceMutation.graphql';
import type { GroupAction, ListRowBase } from '../../../components/list/types';
import { notify, notifyValidation } from '../../../components/toaster';
import { nl } from '../../../i18n/nl';
import { reportMutationFailure } from '../../../relay/errors';

const invoiceMutation = graphql`
  mutation timeLineInvoicingInvoiceMutation($input: TimeRegistrationIdsInput!) {
    result: invoiceTimeRegistrations(input: $input) {
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
  }
`;

const deinvoiceMutation = graphql`
  mutation timeLineInvoicingDeinvoiceMutation($input: TimeRegistrationIdsInput!) {
    result: deinvoiceTimeRegistrations(input: $input) {
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
  }
`;

/** Puts the lines on their company's concept invoice or takes them off; all or none, so one toast tells. */
async function runInvoicing(environment: Environment, action: 'invoice' | 'deinvoice', rows: readonly ListRowBase[]): Promise<void> {
  try {
    const result = await new Promise<timeLineInvoicingInvoiceMutation$data['result']>((resolve, reject) => {
      commitMutation(environment, {
        mutation: action === 'invoice' ? invoiceMutation : deinvoiceMutation,
        variables: { input: { ids: rows.map((row) => row.id) } },
        onCompleted: (response) => resolve((response as timeLineInvoicingInvoiceMutation$data).result),
        onError: reject,
      });
    });
    if (result.userErrors.length > 0) notifyValidation(result.userErrors);
    else if (result.message) notify('success', result.message);
  } catch (error) {
    reportMutationFailure(error);
  }
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

import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { GroupAction, ListRowBase } from '../../components/list/types';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify, notifyValidation } from '../../components/toaster';
import { nl } from '../../i18n/nl';
import { interpolate } from '../../lib/interpolate';
import { reportMutationFailure } from '../../relay/errors';

const archiveMutation = graphql`
  mutation ticketGroupActionsArchiveMutation($input: RecordIdInput!) {
    result: archiveTicket(input: $input) {
      record: ticket {
        id
        archivedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const restoreDeletedMutation = graphql`
  mutation ticketGroupActionsRestoreDeletedMutation($input: RecordIdInput!) {
    result: restoreDeletedTicket(input: $input) {
      record: ticket {
        id
        deletedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Runs one mutation per selected ticket and reports how it went in one toast. */
async function forEachTicket(rows: readonly ListRowBase[], environment: Environment, mutation: typeof archiveMutation, done: string): Promise<void> {
  let succeeded = 0;
  for (const row of rows) {
    try {
      const result = await runRecordMutation(environment, mutation, { id: row.id });
      if (result.userErrors.length > 0) notifyValidation(result.userErrors);
      else succeeded += 1;
    } catch (error) {
      reportMutationFailure(error);
    }
  }
  if (succeeded > 0) notify('success', interpolate(done, { count: succeeded }));
}

export const archiveTickets: GroupAction = {
  id: 'archive',
  label: nl.groupActions.archive,
  permission: 'tickets.archive',
  run: (rows, environment) => forEachTicket(rows, environment, archiveMutation, nl.groupActions.archived),
};

export const restoreDeletedTickets: GroupAction = {
  id: 'restore-deleted',
  label: nl.groupActions.restoreDeleted,
  permission: 'tickets.restore',
  confirm: { title: nl.groupActions.restoreTitle, text: nl.dialog.restore },
  run: (rows, environment) => forEachTicket(rows, environment, restoreDeletedMutation, nl.groupActions.restored),
};

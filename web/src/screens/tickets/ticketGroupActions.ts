import type { GroupAction, ListRowBase } from '../../components/list/types';
import { notify } from '../../components/toaster';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlGroupActions } from '../../i18n/nl/groupActions';
import { nlTicketActions } from '../../i18n/nl/ticketActions';
import { interpolate } from '../../lib/interpolate';
import { ticketsNamed } from '../../lib/ticketsNamed';
import { runAction } from '../../relay/commit';
import { listOptions } from '../lookups/referenceLists';
import { ticketActionMutation } from './actions/ticketActionMutation';

const t = nlTicketActions;
const ids = (rows: readonly ListRowBase[]) => rows.map((row) => row.id);

export const closeTickets: GroupAction = {
  id: 'close',
  label: t.groupClose,
  permission: 'tickets.update',
  run: async (rows, environment) => {
    await runAction(environment, ticketActionMutation('closeMutation'), { ids: ids(rows) });
  },
};

export const archiveTickets: GroupAction = {
  id: 'archive',
  label: nlGroupActions.archive,
  permission: 'tickets.archive',
  confirm: (rows) => ({
    title: interpolate(t.archiveTitle, { tickets: ticketsNamed(rows) }),
    text: interpolate(t.archiveText, { tickets: ticketsNamed(rows) }),
    confirmLabel: nlGroupActions.archive,
    danger: true,
  }),
  run: async (rows, environment) => {
    await runAction(environment, ticketActionMutation('archiveMutation'), { ids: ids(rows) });
  },
};

/** The oldest selected ticket stays; the screen goes there to show the merged conversation. */
export const mergeTickets: GroupAction = {
  id: 'merge',
  label: t.groupMerge,
  permission: 'tickets.merge',
  confirm: (rows) => ({
    title: interpolate(t.mergeNamedTitle, { tickets: ticketsNamed(rows) }),
    text: t.mergeHelp,
    confirmLabel: t.mergeConfirm,
    danger: true,
  }),
  run: async (rows, environment) => {
    const result = await runAction(environment, ticketActionMutation('mergeMutation'), { ids: ids(rows) });
    const main = result?.ticket as { databaseId: number } | null | undefined;
    return main ? `/tickets/${main.databaseId}` : undefined;
  },
};

export const assignOperator: GroupAction = {
  id: 'assign',
  label: t.groupAssign,
  permission: 'tickets.update',
  choose: { title: t.assignTitle, label: t.operator, options: (viewer) => listOptions(viewer, 'operators', 'full_name') },
  run: async (rows, environment, operatorId) => {
    if (operatorId) await runAction(environment, ticketActionMutation('assignMutation'), { ids: ids(rows), operatorId });
  },
};

/** One copy per selected ticket, reported in one toast. */
export const duplicateTickets: GroupAction = {
  id: 'duplicate',
  label: t.groupDuplicate,
  permission: 'tickets.clone',
  confirm: () => ({ title: t.groupDuplicateTitle, text: t.groupCloneText }),
  run: async (rows, environment) => {
    let copies = 0;
    for (const row of rows) if (await runAction(environment, ticketActionMutation('cloneMutation'), { id: row.id }, { quiet: true })) copies += 1;
    if (copies > 0) notify('success', interpolate(t.duplicated, { count: copies }));
  },
};

export const restoreDeletedTickets: GroupAction = {
  id: 'restore-deleted',
  label: nlGroupActions.restoreDeleted,
  permission: 'tickets.restore',
  confirm: () => ({ title: nlGroupActions.restoreTitle, text: nlDialog.restore, confirmLabel: nlGroupActions.restoreDeleted }),
  run: async (rows, environment) => {
    await runAction(environment, ticketActionMutation('restoreMutation'), { ids: ids(rows) });
  },
};

import { Badge } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import type { TicketRecordQuery$data } from '../../__generated__/TicketRecordQuery.graphql';
import type { RecordConfig } from '../../components/record/types';
import type { FormValues } from '../../lib/recordForm';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlResources } from '../../i18n/nl/resources';
import { nlSla } from '../../i18n/nl/sla';
import { nlTicketActions } from '../../i18n/nl/ticketActions';
import { lazyOperations } from '../../relay/lazyOperation';
import { useViewer } from '../../relay/viewer';
import { assetLookup, clientLookup, companyLookup, operatorLookup, slaLookup, ticketGroupLookup } from '../lookups/lookups';
import { listOptions } from '../lookups/referenceLists';
import { companyContacts, defaultPriorityId, defaultStatusId, relationId } from '../../lib/ticketStatuses';
import { TicketDetail } from './TicketDetail';
import { TicketSla } from './TicketSla';

const detailQuery = graphql`
  query TicketRecordQuery($id: ID!) {
    record: ticket(id: $id) {
      id
      databaseId
      label
      reference
      description
      statusId
      priorityId
      lineType
      cc
      archivedAt
      createdAt
      updatedAt
      slaStatus
      firstResponseExpiresAt
      firstRespondedAt
      resolvedExpiresAt
      resolvedAt
      slaId
      sla {
        databaseId
        label
        name
      }
      company {
        databaseId
        label
        name
      }
      client {
        databaseId
        label
        fullName
      }
      operator {
        databaseId
        label
        fullName
      }
      asset {
        databaseId
        label
        name
      }
      ticketGroup {
        databaseId
        label
        name
      }
      ...TicketDetail_ticket
    }
  }
`;

// A ticket is read far more often than saved: its mutations come with the first save.
const mutation = lazyOperations(() => import('./TicketRecord.mutations'));

type Ticket = NonNullable<TicketRecordQuery$data['record']>;

const f = nlFields;

function TicketMessages({ ticket }: { ticket: Ticket }) {
  const viewer = useViewer();
  return <TicketDetail ticket={ticket} viewerId={viewer.id} />;
}

/** The line a ticket is on unless chosen otherwise, as the server gives it. */
const FIRST_LINE = 1;

export const ticketRecord: RecordConfig<Ticket> = {
  type: 'tickets',
  texts: nlResources.tickets,
  listPath: '/tickets',
  recordPath: (id) => `/tickets/${id}`,
  detailQuery,
  createMutation: mutation('createMutation'),
  updateMutation: mutation('updateMutation'),
  archiveMutation: mutation('archiveMutation'),
  restoreMutation: mutation('restoreMutation'),
  deleteMutation: mutation('deleteMutation'),
  subjectType: 'tickets',
  restoreConfirm: { title: nlTicketActions.restoreTitle, text: nlDialog.restore },
  lockedWhenArchived: true,
  title: (ticket) => ticket.description ?? `#${ticket.reference ?? ticket.databaseId}`,
  badges: (ticket) => (
    <Badge colorPalette="blue" variant="subtle" size="lg" fontVariantNumeric="tabular-nums" order={-1}>
      {ticket.reference}
    </Badge>
  ),
  // A new ticket is the signed-in operator's (spec core §2, prefill defaults), in the status and line the server would
  // give it and the catalogue's default priority.
  defaults: (viewer) => {
    const status = defaultStatusId(viewer.lists.ticketStatuses ?? []);
    const priority = defaultPriorityId(viewer.lists.priorities ?? []);
    return { operatorId: { id: viewer.databaseId, label: viewer.fullName }, lineType: String(FIRST_LINE), ...(status ? { statusId: status } : {}), ...(priority ? { priorityId: priority } : {}) };
  },
  extra: (ticket) => <TicketMessages ticket={ticket} />,
  mainFirst: true,
  aside: (ticket) => <TicketSla ticket={ticket} />,
  fields: [
    { name: 'description', label: f.description, kind: 'text', required: true, maxLength: 191, wide: true },
    // What the customer reports, as the ticket's first note (REST: write-only `message` on POST tickets).
    { name: 'message', label: f.problemText, kind: 'textarea', wide: true, createOnly: true, createOnlyVisible: true },
    // Another company's contact would be refused: choosing a company starts the contact afresh.
    { name: 'companyId', label: f.company, kind: 'relation', relation: 'company', lookup: companyLookup, derive: (value, values): FormValues => (relationId(value) === relationId(values.companyId ?? null) ? {} : { clientId: null }) },
    { name: 'clientId', label: f.client, kind: 'relation', relation: 'client', lookup: clientLookup, filterBy: (values) => companyContacts(relationId(values.companyId ?? null)) },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
    { name: 'assetId', label: f.asset, kind: 'relation', relation: 'asset', lookup: assetLookup },
    { name: 'ticketGroupId', label: f.ticketGroup, kind: 'relation', relation: 'ticketGroup', lookup: ticketGroupLookup },
    { name: 'slaId', label: nlSla.ticket.title, kind: 'relation', relation: 'sla', lookup: slaLookup },
    { name: 'statusId', label: f.status, kind: 'select', numeric: true, options: (viewer) => listOptions(viewer, 'ticketStatuses', 'name') },
    { name: 'priorityId', label: f.priority, kind: 'select', numeric: true, options: (viewer) => listOptions(viewer, 'priorities', 'label') },
    { name: 'lineType', label: f.lineType, kind: 'select', numeric: true, options: Object.entries(nlOptions.lineType).map(([value, label]) => ({ value, label })) },
    { name: 'cc', label: f.cc, kind: 'text', maxLength: 191 },
  ],
};

import { Button, Link, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PortalTicketListQuery } from '../../__generated__/PortalTicketListQuery.graphql';
import { formatDateTime } from '../../lib/dates';
import { useCan } from '../../relay/viewer';
import { PORTAL_PAGE_SIZE, usePortalPage } from './PortalPager';
import { PortalHeading, PortalTable } from './PortalTable';
import { usePortalTexts } from './texts';

const query = graphql`
  query PortalTicketListQuery($first: Int!, $page: Int!) {
    tickets(first: $first, page: $page, orderBy: [{ field: "updated_at", direction: DESC }]) {
      totalCount
      edges {
        node {
          id
          databaseId
          reference
          description
          updatedAt
          status {
            name
          }
        }
      }
    }
  }
`;

/** The tickets the contact follows: their companies' (or only their own, per role). */
export function PortalTicketList() {
  const t = usePortalTexts();
  // A contact who only holds a quote link has no tickets here.
  if (!useCan('tickets', 'index')) {
    return (
      <>
        <PortalHeading title={t.tickets.title} />
        <Text color="fg.muted">{t.tickets.empty}</Text>
      </>
    );
  }
  return <TicketTable />;
}

function TicketTable() {
  const t = usePortalTexts();
  const page = usePortalPage();
  const data = useLazyLoadQuery<PortalTicketListQuery>(query, { first: PORTAL_PAGE_SIZE, page }, { fetchPolicy: 'store-and-network' });
  return (
    <PortalTable
      title={t.tickets.title}
      action={
        <Button asChild colorPalette="blue">
          <RouterLink to="/portal/tickets/create">{t.tickets.create}</RouterLink>
        </Button>
      }
      empty={t.tickets.empty}
      rows={(data.tickets?.edges ?? []).map(({ node }) => node)}
      total={data.tickets?.totalCount ?? 0}
      columns={[
        { header: t.tickets.reference, cell: (ticket) => ticket.reference },
        {
          header: t.tickets.subject,
          cell: (ticket) => (
            <Link asChild color="blue.700">
              <RouterLink to={`/portal/tickets/${ticket.databaseId}`}>{ticket.description}</RouterLink>
            </Link>
          ),
        },
        { header: t.tickets.status, cell: (ticket) => ticket.status?.name },
        { header: t.tickets.updated, cell: (ticket) => (ticket.updatedAt ? formatDateTime(ticket.updatedAt) : '') },
      ]}
    />
  );
}

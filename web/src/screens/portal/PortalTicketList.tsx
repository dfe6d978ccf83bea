import { Button, Flex, Link, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { PortalTicketListQuery } from '../../__generated__/PortalTicketListQuery.graphql';
import { SearchSnippet } from '../../components/SearchSnippet';
import { formatDateTime } from '../../lib/dates';
import { interpolate } from '../../lib/interpolate';
import { useCan } from '../../relay/viewer';
import { PORTAL_PAGE_SIZE, usePortalPage } from './PortalPager';
import { PortalHeading, PortalTable } from './PortalTable';
import { searchFrom, ticketOrder } from './portalList';
import { usePortalTexts } from './texts';

const query = graphql`
  query PortalTicketListQuery($first: Int!, $page: Int!, $search: String, $orderBy: [FieldOrder!]) {
    tickets(first: $first, page: $page, search: $search, orderBy: $orderBy) {
      totalCount
      edges {
        node {
          id
          databaseId
          reference
          description
          updatedAt
          searchSnippet
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
  const [params] = useSearchParams();
  // The top bar's 'Alle n tickets tonen' leads here with ?q=.
  const search = searchFrom(params);
  const data = useLazyLoadQuery<PortalTicketListQuery>(
    query,
    { first: PORTAL_PAGE_SIZE, page, search: search || null, orderBy: ticketOrder(search) },
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <PortalTable
      title={t.tickets.title}
      action={
        <Button asChild colorPalette="blue">
          <RouterLink to="/portal/tickets/create">{t.tickets.create}</RouterLink>
        </Button>
      }
      notice={
        search && (
          <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" data-testid="portal-ticket-search">
            <Text fontWeight="medium">{interpolate(t.tickets.searched, { query: search })}</Text>
            <Link asChild color="blue.700">
              <RouterLink to="/portal/tickets">{t.tickets.clearSearch}</RouterLink>
            </Link>
          </Flex>
        )
      }
      empty={search ? interpolate(t.tickets.noMatches, { query: search }) : t.tickets.empty}
      rows={(data.tickets?.edges ?? []).map(({ node }) => node)}
      total={data.tickets?.totalCount ?? 0}
      columns={[
        { header: t.tickets.reference, cell: (ticket) => ticket.reference },
        {
          header: t.tickets.subject,
          cell: (ticket) => (
            <>
              <Link asChild color="blue.700">
                <RouterLink to={`/portal/tickets/${ticket.databaseId}`}>{ticket.description}</RouterLink>
              </Link>
              {ticket.searchSnippet && <SearchSnippet snippet={ticket.searchSnippet} mt="0.5" />}
            </>
          ),
        },
        { header: t.tickets.status, cell: (ticket) => ticket.status?.name },
        { header: t.tickets.updated, cell: (ticket) => (ticket.updatedAt ? formatDateTime(ticket.updatedAt) : '') },
      ]}
    />
  );
}

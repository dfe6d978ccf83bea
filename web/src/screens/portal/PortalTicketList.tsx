import { Button, Card, Flex, Heading, Link, Table, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PortalTicketListQuery } from '../../__generated__/PortalTicketListQuery.graphql';
import { formatDateTime } from '../../lib/dates';
import { useCan } from '../../relay/viewer';
import { PORTAL_PAGE_SIZE, PortalPager, usePortalPage } from './PortalPager';
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
        <Heading as="h1" size="xl">
          {t.tickets.title}
        </Heading>
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
  const edges = data.tickets?.edges ?? [];
  return (
    <>
      <Flex justify="space-between" align="center">
        <Heading as="h1" size="xl">
          {t.tickets.title}
        </Heading>
        <Button asChild colorPalette="blue">
          <RouterLink to="/portal/tickets/create">{t.tickets.create}</RouterLink>
        </Button>
      </Flex>
      <Card.Root>
        <Card.Body p="0">
          {edges.length === 0 ? (
            <Text p="6" color="fg.muted">
              {t.tickets.empty}
            </Text>
          ) : (
            <Table.Root interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.tickets.reference}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.tickets.subject}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.tickets.status}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.tickets.updated}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {edges.map(({ node }) => (
                  <Table.Row key={node.id}>
                    <Table.Cell>{node.reference}</Table.Cell>
                    <Table.Cell>
                      <Link asChild color="blue.700">
                        <RouterLink to={`/portal/tickets/${node.databaseId}`}>{node.description}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{node.status?.name}</Table.Cell>
                    <Table.Cell>{node.updatedAt ? formatDateTime(node.updatedAt) : ''}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>
      <PortalPager total={data.tickets?.totalCount ?? 0} />
    </>
  );
}

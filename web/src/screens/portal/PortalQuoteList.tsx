import { Badge, Card, Heading, Link, Table, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PortalQuoteListQuery } from '../../__generated__/PortalQuoteListQuery.graphql';
import { formatDateTime } from '../../lib/dates';
import { useCan } from '../../relay/viewer';
import { formatCurrency } from '../../lib/price';
import { PORTAL_PAGE_SIZE, PortalPager, usePortalPage } from './PortalPager';
import { usePortalTexts } from './texts';

const query = graphql`
  query PortalQuoteListQuery($first: Int!, $page: Int!) {
    quotes(first: $first, page: $page, orderBy: [{ field: "created_at", direction: DESC }]) {
      totalCount
      edges {
        node {
          id
          databaseId
          reference
          name
          statusId
          sentAt
          totalExcl
        }
      }
    }
  }
`;

/** The sent quotes of the contact's companies. */
export function PortalQuoteList() {
  const t = usePortalTexts();
  if (!useCan('quotes', 'index')) {
    return (
      <>
        <Heading as="h1" size="xl">
          {t.quotes.title}
        </Heading>
        <Text color="fg.muted">{t.quotes.empty}</Text>
      </>
    );
  }
  return <QuoteTable />;
}

function QuoteTable() {
  const t = usePortalTexts();
  const page = usePortalPage();
  const data = useLazyLoadQuery<PortalQuoteListQuery>(query, { first: PORTAL_PAGE_SIZE, page }, { fetchPolicy: 'store-and-network' });
  const edges = data.quotes?.edges ?? [];
  return (
    <>
      <Heading as="h1" size="xl">
        {t.quotes.title}
      </Heading>
      <Card.Root>
        <Card.Body p="0">
          {edges.length === 0 ? (
            <Text p="6" color="fg.muted">
              {t.quotes.empty}
            </Text>
          ) : (
            <Table.Root interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.quotes.reference}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.quotes.name}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.quotes.status}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.quotes.sentAt}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.quotes.total}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {edges.map(({ node }) => (
                  <Table.Row key={node.id}>
                    <Table.Cell>{node.reference}</Table.Cell>
                    <Table.Cell>
                      <Link asChild color="blue.700">
                        <RouterLink to={`/portal/quotes/${node.databaseId}`}>{node.name}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge>{t.quotes.statuses[node.statusId ?? 0] ?? ''}</Badge>
                    </Table.Cell>
                    <Table.Cell>{node.sentAt ? formatDateTime(node.sentAt) : ''}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCurrency(node.totalExcl)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Card.Body>
      </Card.Root>
      <PortalPager total={data.quotes?.totalCount ?? 0} />
    </>
  );
}

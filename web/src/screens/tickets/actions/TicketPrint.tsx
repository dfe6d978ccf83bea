import { Badge, Box, Button, DataList, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { TicketPrintQuery } from '../../../__generated__/TicketPrintQuery.graphql';
import { PageSpinner } from '../../../components/PageSpinner';
import { nlDetail } from '../../../i18n/nl/detail';
import { nlFields } from '../../../i18n/nl/fields';
import { nlTicketActions } from '../../../i18n/nl/ticketActions';
import { nlValues } from '../../../i18n/nl/values';
import { formatDateTime } from '../../../lib/dates';
import { printIds } from '../../../lib/printView';

const t = nlTicketActions;
const f = nlFields;

const query = graphql`
  query TicketPrintQuery($ids: JSON!, $count: Int!) {
    tickets(first: $count, filter: [{ field: "id", operator: IN, value: $ids }], orderBy: [{ field: "id", direction: ASC }]) {
      edges {
        node {
          id
          reference
          description
          createdAt
          status {
            name
          }
          company {
            name
          }
          client {
            fullName
          }
          operator {
            fullName
          }
          messages(first: 100) {
            edges {
              node {
                id
                html
                createdAt
                isNote
                actor {
                  fullName
                }
              }
            }
          }
        }
      }
    }
  }
`;

/** The printable view of tickets ({base}/tickets/print?ids=…): fields and the conversation oldest first, one ticket per page. */
export function TicketPrintScreen() {
  const ids = printIds(useLocation().search);
  return (
    <Stack gap="6" data-testid="ticket-print">
      <Flex justify="space-between" align="center" css={{ '@media print': { display: 'none' } }}>
        <Heading as="h1" size="xl">
          {t.printTitle}
        </Heading>
        <Button size="sm" onClick={() => window.print()}>
          {t.print}
        </Button>
      </Flex>
      {ids.length === 0 ? (
        <Text color="fg.muted">{t.printEmpty}</Text>
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <PrintedTickets ids={ids} />
        </Suspense>
      )}
    </Stack>
  );
}

function PrintedTickets({ ids }: { ids: number[] }) {
  const data = useLazyLoadQuery<TicketPrintQuery>(query, { ids, count: Math.min(ids.length, 100) }, { fetchPolicy: 'network-only' });
  const tickets = data.tickets?.edges.map((edge) => edge.node) ?? [];
  if (tickets.length === 0) return <Text color="fg.muted">{t.printEmpty}</Text>;
  return (
    <>
      {tickets.map((ticket) => (
        <Box key={ticket.id} as="article" borderWidth="1px" borderRadius="md" p="5" css={{ breakAfter: 'page' }} data-testid="printed-ticket">
          <Flex gap="2" align="center" mb="3">
            <Badge colorPalette="blue" variant="subtle" size="lg">
              #{ticket.reference}
            </Badge>
            <Heading as="h2" size="lg">
              {ticket.description}
            </Heading>
          </Flex>
          <DataList.Root orientation="horizontal" size="sm" gap="1">
            {[
              [f.status, ticket.status?.name],
              [f.company, ticket.company?.name],
              [f.client, ticket.client?.fullName],
              [f.operator, ticket.operator?.fullName],
              [nlDetail.createdAt, ticket.createdAt ? formatDateTime(ticket.createdAt) : null],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel w="10rem">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value || nlValues.none}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Separator my="4" />
          <Heading as="h3" size="sm" mb="2">
            {t.printMessages}
          </Heading>
          {ticket.messages.edges.length === 0 && <Text color="fg.muted">{t.noMessages}</Text>}
          <Stack gap="3">
            {[...ticket.messages.edges].reverse().map(({ node: message }) => (
              <Box key={message.id} borderLeftWidth="3px" borderColor={message.isNote ? 'yellow.400' : 'blue.400'} pl="3">
                <Text fontSize="xs" color="fg.muted">
                  {message.actor?.fullName ?? ''} · {formatDateTime(message.createdAt)}
                </Text>
                <Box fontSize="sm" dangerouslySetInnerHTML={{ __html: message.html }} />
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </>
  );
}

import { Badge, Box, Button, Card, Dialog, Field, Flex, Heading, Link, Portal, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { Link as RouterLink, useParams } from 'react-router';
import type { PortalQuoteDetailAcceptMutation } from '../../__generated__/PortalQuoteDetailAcceptMutation.graphql';
import type { PortalQuoteDetailDeclineMutation } from '../../__generated__/PortalQuoteDetailDeclineMutation.graphql';
import type { PortalQuoteDetailQuery } from '../../__generated__/PortalQuoteDetailQuery.graphql';
import { notify } from '../../components/toaster';
import { formatDateTime } from '../../lib/dates';
import { interpolate } from '../../lib/interpolate';
import { formatCurrency } from '../../lib/price';
import { reportMutationFailure } from '../../relay/errors';
import { PortalUnavailable } from './PortalUnavailable';
import { usePortalTexts } from './texts';

const query = graphql`
  query PortalQuoteDetailQuery($id: ID!) {
    quote(id: $id) {
      id
      reference
      name
      statusId
      sentAt
      totalExcl
      introText
      decidedByName
      decidedAt
      projectPhases(first: 100) {
        edges {
          node {
            id
            name
            totalExcl
            projectLines(first: 100) {
              edges {
                node {
                  id
                  description
                  quantity
                  price
                  totalExcl
                }
              }
            }
          }
        }
      }
    }
  }
`;

const acceptMutation = graphql`
  mutation PortalQuoteDetailAcceptMutation($input: QuoteActionInput!) {
    acceptQuote(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

const declineMutation = graphql`
  mutation PortalQuoteDetailDeclineMutation($input: DeclineQuoteInput!) {
    declineQuote(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

/** One quote of the contact's company: its phases and lines, and the decision while it is open. */
export function PortalQuoteDetail() {
  const t = usePortalTexts();
  const { id = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<PortalQuoteDetailQuery>(query, { id }, { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' });
  const [accept, accepting] = useMutation<PortalQuoteDetailAcceptMutation>(acceptMutation);
  const [decline, declining] = useMutation<PortalQuoteDetailDeclineMutation>(declineMutation);
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  const [reason, setReason] = useState('');
  const quote = data.quote;
  if (!quote) return <PortalUnavailable kind="forbidden" list="quotes" />;
  const open = quote.statusId === 2;

  const done = (errors: readonly { message: string }[], text: string) => {
    setAsking(null);
    for (const error of errors) notify('danger', error.message);
    if (errors.length === 0) notify('success', text);
    setFetchKey((key) => key + 1);
  };
  const confirm = () => {
    if (asking === 'accept') {
      accept({ variables: { input: { id: quote.id } }, onCompleted: (answer) => done(answer.acceptQuote.userErrors, t.quotes.accepted), onError: reportMutationFailure });
    } else {
      decline({
        variables: { input: { id: quote.id, reason: reason.trim() || null } },
        onCompleted: (answer) => done(answer.declineQuote.userErrors, t.quotes.declined),
        onError: reportMutationFailure,
      });
    }
  };

  return (
    <>
      <Link asChild color="blue.700" fontSize="sm">
        <RouterLink to="/portal/quotes">← {t.quotes.back}</RouterLink>
      </Link>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="1">
          <Text color="fg.muted">{quote.reference}</Text>
          <Heading as="h1" size="xl">
            {quote.name}
          </Heading>
          {quote.sentAt && (
            <Text fontSize="sm" color="fg.muted">
              {t.quotes.sentAt} {formatDateTime(quote.sentAt)}
            </Text>
          )}
        </Stack>
        <Badge size="lg">{t.quotes.statuses[quote.statusId ?? 0] ?? ''}</Badge>
      </Flex>
      {quote.introText && (
        <Card.Root>
          <Card.Body>
            <Box className="message-html" dangerouslySetInnerHTML={{ __html: quote.introText }} />
          </Card.Body>
        </Card.Root>
      )}
      {quote.projectPhases?.edges.map(({ node: phase }) => (
        <Card.Root key={phase.id}>
          <Card.Header>
            <Heading as="h2" size="md">
              {phase.name}
            </Heading>
          </Card.Header>
          <Card.Body p="0">
            <Table.Root size="sm" tableLayout="fixed">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="55%">{t.quotes.name}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.quotes.quantity}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.quotes.price}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.quotes.lineTotal}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {phase.projectLines?.edges.map(({ node: line }) => (
                  <Table.Row key={line.id}>
                    <Table.Cell>{line.description}</Table.Cell>
                    <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCurrency(line.price)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCurrency(line.totalExcl)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Card.Body>
        </Card.Root>
      ))}
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Text fontWeight="bold" fontSize="lg">
          {t.quotes.total}: {formatCurrency(quote.totalExcl)}
        </Text>
        {open ? (
          <Flex gap="3">
            <Button variant="outline" colorPalette="red" onClick={() => setAsking('decline')}>
              {t.quotes.decline}
            </Button>
            <Button colorPalette="green" onClick={() => setAsking('accept')}>
              {t.quotes.accept}
            </Button>
          </Flex>
        ) : (
          quote.decidedByName &&
          quote.decidedAt && <Text color="fg.muted">{interpolate(t.quotes.decided, { name: quote.decidedByName, date: formatDateTime(quote.decidedAt) })}</Text>
        )}
      </Flex>
      <Dialog.Root open={asking !== null} onOpenChange={(details) => !details.open && setAsking(null)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{asking === 'accept' ? t.quotes.accept : t.quotes.decline}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>{asking === 'accept' ? t.quotes.confirmAccept : t.quotes.confirmDecline}</Text>
                  {asking === 'decline' && (
                    <Field.Root>
                      <Field.Label>{t.quotes.declineReason}</Field.Label>
                      <Textarea value={reason} maxLength={2000} onChange={(event) => setReason(event.target.value)} />
                    </Field.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setAsking(null)}>
                  {t.quotes.cancel}
                </Button>
                <Button colorPalette={asking === 'accept' ? 'green' : 'red'} loading={accepting || declining} onClick={confirm}>
                  {asking === 'accept' ? t.quotes.accept : t.quotes.decline}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

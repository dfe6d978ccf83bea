import { Badge, Box, Button, Card, Field, Flex, Heading, Link, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay/hooks';
import { Link as RouterLink, useParams } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { PortalTicketDetailQuery } from '../../__generated__/PortalTicketDetailQuery.graphql';
import type { PortalTicketDetailSubscription } from '../../__generated__/PortalTicketDetailSubscription.graphql';
import { FilePicker } from '../../components/FilePicker';
import { notify } from '../../components/toaster';
import { formatDateTime } from '../../lib/dates';
import { reportMutationFailure } from '../../relay/errors';
import { downloadFile } from '../../relay/files';
import { useViewer } from '../../relay/viewer';
import { PortalUnavailable } from './PortalUnavailable';
import { usePortalTexts } from './texts';
import { usePortalAnswer } from './usePortalAnswer';

const query = graphql`
  query PortalTicketDetailQuery($id: ID!) {
    ticket(id: $id) {
      id
      databaseId
      reference
      description
      createdAt
      status {
        name
      }
      messages(first: 100) {
        edges {
          node {
            id
            html
            isFromClient
            createdAt
            actor {
              databaseId
              fullName
            }
            attachments {
              id
              name
              url
              isEmbedded
            }
          }
        }
      }
    }
  }
`;

const subscription = graphql`
  subscription PortalTicketDetailSubscription($ticketId: ID!) {
    ticketMessageAdded(ticketId: $ticketId) {
      ticket {
        id
        updatedAt
      }
    }
  }
`;

/** One ticket as the customer follows it: the messages meant for them, newest first, and their answer. */
export function PortalTicketDetail() {
  const t = usePortalTexts();
  const viewer = useViewer();
  const { id = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<PortalTicketDetailQuery>(query, { id }, { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' });
  const ticket = data.ticket;
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const { send, busy } = usePortalAnswer();

  // An answer from the service desk shows as it arrives.
  const config = useMemo<GraphQLSubscriptionConfig<PortalTicketDetailSubscription>>(
    () => ({ subscription, variables: { ticketId: ticket?.id ?? '' }, onNext: () => setFetchKey((key) => key + 1), onError: () => undefined }),
    [ticket?.id],
  );
  useSubscription(config);

  if (!ticket) return <PortalUnavailable kind="forbidden" list="tickets" />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '' && files.length === 0) {
      notify('danger', t.ticket.empty);
      return;
    }
    try {
      const errors = await send(ticket.id, ticket.databaseId, text, files);
      for (const error of errors) notify('danger', error);
      if (errors.length > 0) return;
      setText('');
      setFiles([]);
      setFileKey((key) => key + 1);
      notify('success', t.ticket.sent);
      setFetchKey((key) => key + 1);
    } catch (error) {
      reportMutationFailure(error);
    }
  };

  return (
    <>
      <Link asChild color="blue.700" fontSize="sm">
        <RouterLink to="/portal/tickets">← {t.tickets.back}</RouterLink>
      </Link>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Stack gap="1">
          <Text color="fg.muted">{ticket.reference}</Text>
          <Heading as="h1" size="xl">
            {ticket.description}
          </Heading>
        </Stack>
        <Stack gap="1" align="end">
          {ticket.status?.name && <Badge size="lg">{ticket.status.name}</Badge>}
          {ticket.createdAt && (
            <Text fontSize="sm" color="fg.muted">
              {t.ticket.created}: {formatDateTime(ticket.createdAt)}
            </Text>
          )}
        </Stack>
      </Flex>

      <Card.Root>
        <Card.Body>
          <chakra.form onSubmit={onSubmit}>
            <Stack gap="3">
              <Field.Root>
                <Field.Label>{t.ticket.answer}</Field.Label>
                <Textarea name="answer" rows={4} value={text} onChange={(event) => setText(event.target.value)} />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t.ticket.files}</Field.Label>
                <FilePicker key={fileKey} multiple onChange={setFiles} texts={t.filePicker} />
              </Field.Root>
              <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={busy}>
                {t.ticket.send}
              </Button>
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>

      <Heading as="h2" size="lg">
        {t.ticket.messages}
      </Heading>
      {ticket.messages.edges.length === 0 ? (
        <Text color="fg.muted">{t.ticket.noMessages}</Text>
      ) : (
        <Stack gap="3" data-testid="portal-messages">
          {ticket.messages.edges.map(({ node }) => {
            const mine = node.actor?.databaseId === viewer.databaseId;
            return (
              <Card.Root key={node.id} borderColor={node.isFromClient ? 'border' : 'blue.200'} bg={node.isFromClient ? 'bg' : 'blue.50'}>
                <Card.Body gap="2">
                  <Flex justify="space-between" gap="3" fontSize="sm" color="fg.muted">
                    <Text fontWeight="semibold" color="fg">
                      {mine ? t.ticket.you : node.isFromClient ? node.actor?.fullName : (node.actor?.fullName ?? t.ticket.support)}
                    </Text>
                    <Text>{formatDateTime(node.createdAt)}</Text>
                  </Flex>
                  <Box className="message-html" dangerouslySetInnerHTML={{ __html: node.html }} />
                  {node.attachments.some((attachment) => !attachment.isEmbedded && attachment.url) && (
                    <Flex gap="2" wrap="wrap">
                      {node.attachments
                        .filter((attachment) => !attachment.isEmbedded && attachment.url)
                        .map((attachment) => (
                          <Button key={attachment.id} size="xs" variant="outline" onClick={() => void downloadFile(attachment.url!, attachment.name ?? 'bijlage').catch(() => notify('danger', t.notFound))}>
                            {attachment.name}
                          </Button>
                        ))}
                    </Flex>
                  )}
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
    </>
  );
}

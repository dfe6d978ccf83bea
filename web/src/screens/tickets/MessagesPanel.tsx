import { Box, Card, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { BusySpinner } from '../../components/BusySpinner';
import { TabBar } from '../../components/TabBar';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { MessagesPanelPaginationQuery } from '../../__generated__/MessagesPanelPaginationQuery.graphql';
import type { MessagesPanel_pinned$key } from '../../__generated__/MessagesPanel_pinned.graphql';
import type { MessagesPanel_ticket$key } from '../../__generated__/MessagesPanel_ticket.graphql';
import { MESSAGE_KINDS, type MessageKind } from '../../lib/messageKinds';
import { isNearBottom } from '../../lib/scroll';
import { nlMessages } from '../../i18n/nl/messages';
import { onReconnect } from '../../relay/subscriptions';
import { MessageItem } from './MessageItem';
import { messageComposer } from './messages/messageComposerView';

/** Messages load 10 at a time (spec §9). */
export const MESSAGES_PAGE_SIZE = 10;
/** A deep link to a message tries this many extra pages before giving up (spec §2). */
const DEEP_LINK_MAX_PAGES = 10;
const HIGHLIGHT_MS = 5000;

// A refetchable fragment holds one connection: the pinned messages have their own fragment.
const pinnedFragment = graphql`
  fragment MessagesPanel_pinned on Ticket {
    pinned: messages(first: 20, kind: PINNED) @connection(key: "MessagesPanel_pinned", filters: []) {
      edges {
        node {
          id
          databaseId
          ...MessageItem_message
        }
      }
    }
  }
`;

const fragment = graphql`
  fragment MessagesPanel_ticket on Ticket
  @refetchable(queryName: "MessagesPanelPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 10 }
    cursor: { type: "String" }
    kind: { type: "MessageKind", defaultValue: ALL }
  ) {
    id
    ...MessageComposer_ticket
    ...MessagesPanel_pinned
    messages(first: $count, after: $cursor, kind: $kind) @connection(key: "MessagesPanel_messages", filters: ["kind"]) {
      totalCount
      edges {
        node {
          id
          databaseId
          isPinned
          ...MessageItem_message
        }
      }
    }
  }
`;

export function MessagesPanel({ ticket: ticketKey }: { ticket: MessagesPanel_ticket$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    MessagesPanelPaginationQuery,
    MessagesPanel_ticket$key
  >(fragment, ticketKey);
  const [kind, setKind] = useState<MessageKind>('ALL');
  const [isPending, startTransition] = useTransition();
  const edges = data.messages.edges;
  const pinned = useFragment<MessagesPanel_pinned$key>(pinnedFragment, data).pinned.edges;
  // On Alles the pinned messages stand on top of the conversation instead of in their place in it.
  const pinnedOnTop = kind === 'ALL' && pinned.length > 0;
  const Composer = messageComposer.useComponent(true);
  const shown = pinnedOnTop ? edges.filter((edge) => !edge.node.isPinned) : edges;

  const selectKind = (next: MessageKind) => {
    setKind(next);
    startTransition(() => {
      refetch({ kind: next }, { fetchPolicy: 'store-or-network' });
    });
  };

  // Messages missed while the live connection was down.
  useEffect(
    () =>
      onReconnect(() => {
        startTransition(() => {
          refetch({ kind }, { fetchPolicy: 'network-only' });
        });
      }),
    [kind, refetch],
  );

  // Next page when the user scrolls within 20 px of the bottom of the page (spec §9); also
  // right after a page arrived, for pages too short to scroll.
  useEffect(() => {
    if (!hasNext || isLoadingNext || isPending) return undefined;
    const check = () => {
      const doc = document.documentElement;
      if (isNearBottom(window.scrollY, window.innerHeight, doc.scrollHeight)) loadNext(MESSAGES_PAGE_SIZE);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [hasNext, isLoadingNext, isPending, loadNext, edges.length]);

  const highlighted = useDeepLinkedMessage(
    edges.map((edge) => edge.node.databaseId),
    kind === 'ALL' && !isPending,
    hasNext,
    isLoadingNext,
    loadNext,
  );

  return (
    <Card.Root size="sm">
      <Card.Body gap="4">
        {Composer ? <Composer ticket={data} /> : <ComposerPlaceholder />}
        <TabBar
          tabs={MESSAGE_KINDS.map((k) => ({ value: k, label: nlMessages.tabs[k] }))}
          value={kind}
          onChange={(value) => selectKind(value as MessageKind)}
          listProps={{ overflowX: 'auto', overflowY: 'hidden' }}
          panelProps={{ pt: '4' }}
        >
          <Box opacity={isPending ? 0.5 : 1} transition="opacity 0.15s" aria-busy={isPending || undefined}>
            {pinnedOnTop && (
              <Stack gap="2" mb="4" as="section" aria-label={nlMessages.tabs.PINNED} data-testid="pinned-on-top">
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  {nlMessages.tabs.PINNED}
                </Text>
                {pinned.map((edge) => (
                  <MessageItem key={edge.node.id} message={edge.node} ownerId={data.id} highlighted={highlighted === edge.node.databaseId} />
                ))}
              </Stack>
            )}
            <Stack gap="3" data-testid="messages-list">
              {isPending && edges.length === 0 ? (
                <Center py="6">
                  <BusySpinner size="sm" />
                </Center>
              ) : shown.length === 0 && !pinnedOnTop ? (
                <Text color="fg.muted" py="6" textAlign="center" data-testid="messages-empty">
                  {nlMessages.empty[kind]}
                </Text>
              ) : (
                shown.map((edge) => (
                  <MessageItem key={edge.node.id} message={edge.node} ownerId={data.id} highlighted={highlighted === edge.node.databaseId} />
                ))
              )}
            </Stack>
            {isLoadingNext && (
              <Center py="4" gap="2" color="fg.muted" role="status">
                <Spinner size="sm" />
                <Text fontSize="sm">{nlMessages.loadingMore}</Text>
              </Center>
            )}
          </Box>
        </TabBar>
      </Card.Body>
    </Card.Root>
  );
}

const HASH_PATTERN = /^#messages-(\d+)$/;

/**
 * A link ending in #messages-{id} scrolls to that message, loading up to ten more pages to
 * find it, and highlights it for five seconds (spec §2). Returns the highlighted id.
 */
/**
 * The composer's place while its code arrives: boxes of its size (the recipients above the editor,
 * the time row and the buttons below it, taller where they wrap on a phone), so nothing moves when it is there.
 */
function ComposerPlaceholder() {
  return (
    <Stack gap="2" aria-busy="true" data-testid="message-composer-loading">
      <Box h={{ base: '6rem', md: '4.625rem' }} />
      <Box borderWidth="1px" borderRadius="md" bg="bg">
        {/* The toolbar with the composer's own buttons wraps to more rows where the column is narrow. */}
        <Box h={{ base: '7.05rem', md: '2.375rem', lg: '4.625rem', xl: '2.375rem' }} borderBottomWidth="1px" bg="bg.subtle" borderTopRadius="md" />
        <Box h="calc(150px + 1rem)" />
      </Box>
      <Box h={{ base: '10.75rem', md: '5.4375rem' }} />
    </Stack>
  );
}

function useDeepLinkedMessage(
  ids: readonly number[],
  enabled: boolean,
  hasNext: boolean,
  isLoadingNext: boolean,
  loadNext: (count: number) => unknown,
): number | null {
  const { hash } = useLocation();
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const attempts = useRef(0);
  const done = useRef<string | null>(null);

  const target = HASH_PATTERN.exec(hash)?.[1];
  const targetId = target ? Number(target) : null;

  useEffect(() => {
    if (targetId === null || !enabled || done.current === hash || isLoadingNext) return;
    if (ids.includes(targetId)) {
      done.current = hash;
      document.getElementById(`messages-${targetId}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      setHighlighted(targetId);
    } else if (hasNext && attempts.current < DEEP_LINK_MAX_PAGES) {
      attempts.current += 1;
      loadNext(MESSAGES_PAGE_SIZE);
    } else {
      done.current = hash;
    }
  }, [targetId, enabled, hash, ids, hasNext, isLoadingNext, loadNext]);

  useEffect(() => {
    if (highlighted === null) return undefined;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  return highlighted;
}

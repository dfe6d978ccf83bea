import { Badge, Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MessageItem_message$key } from '../../__generated__/MessageItem_message.graphql';
import { ActionMenu } from '../../components/ActionMenu';
import { MoreIcon } from '../../components/icons';
import { RelativeTime } from '../../components/RelativeTime';
import { interpolate } from '../../lib/interpolate';
import { nlMessageSending } from '../../i18n/nl/messageSending';
import { nlMessages } from '../../i18n/nl/messages';
import { nlValues } from '../../i18n/nl/values';
import { MailAuthWarning } from './messages/MailAuthWarning';
import { NotSentWarning } from './messages/NotSentWarning';
import { usePinMenuItem } from './messages/PinMenuItem';
import { MessageAttachments } from './messages/MessageAttachments';
import { PinnedBody } from './messages/PinnedBody';
import { QuotedHistory } from './messages/QuotedHistory';
import { dialogOnDemand } from '../../components/onDemand';

const TicketFromMessageDialog = dialogOnDemand(
  () => import('./messages/TicketFromMessageDialog').then((module) => module.TicketFromMessageDialog),
  () => true,
);

const fragment = graphql`
  fragment MessageItem_message on Message {
    id
    databaseId
    html
    createdAt
    isNote
    isFromClient
    sendToClient
    isPinned
    isSent
    to
    cc
    bcc
    actor {
      fullName
    }
    ...PinMenuItem_message
    ...NotSentWarning_message
    ...MessageAttachments_message
    quotedHtml
    mailAuthFailed
    ...MailAuthWarning_message
  }
`;

/** Styles for the server's (already sanitized) message HTML. */
const htmlStyles = {
  overflowWrap: 'anywhere',
  '& p': { margin: '0 0 0.5em' },
  '& p:last-child': { marginBottom: 0 },
  '& ul, & ol': { paddingInlineStart: '1.5em', margin: '0.25em 0 0.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'blue.600', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', paddingInlineStart: '0.75em', color: 'fg.muted' },
  '& pre': { whiteSpace: 'pre-wrap', fontFamily: 'mono', fontSize: 'sm' },
  '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
  '& td, & th': { border: '1px solid', borderColor: 'border', padding: '0.25em 0.5em' },
} as const;

interface MessageItemProps {
  message: MessageItem_message$key;
  /** The ticket or conversation the message belongs to, whose lists pinning and new notes change. */
  ownerId: string;
  highlighted?: boolean;
}

export function MessageItem({ message: messageKey, ownerId, highlighted }: MessageItemProps) {
  const message = useFragment(fragment, messageKey);
  const pin = usePinMenuItem(message, ownerId);
  const [fromMessage, setFromMessage] = useState(false);
  const m = nlMessages;
  const t = nlMessageSending;
  const body = <Box fontSize="sm" css={htmlStyles} dangerouslySetInnerHTML={{ __html: message.html }} />;
  return (
    <Box
      as="article"
      id={`messages-${message.databaseId}`}
      data-testid="message"
      borderWidth="1px"
      borderRadius="md"
      bg={message.isNote ? 'yellow.50' : 'bg'}
      borderColor={highlighted ? 'blue.500' : message.isNote ? 'yellow.200' : 'border'}
      boxShadow={highlighted ? '0 0 0 2px var(--chakra-colors-blue-300)' : undefined}
      data-highlighted={highlighted ? 'true' : undefined}
      transition="box-shadow 0.3s, border-color 0.3s"
      px="4"
      py="3"
      scrollMarginTop="4"
    >
      <Flex gap="2" align="center" wrap="wrap" mb="2">
        <Text fontWeight="semibold" fontSize="sm">
          {message.actor?.fullName ?? nlValues.unknown}
        </Text>
        {message.isNote && (
          <Badge colorPalette="yellow" variant="subtle">
            {m.note}
          </Badge>
        )}
        {message.isFromClient && (
          <Badge colorPalette="green" variant="subtle">
            {m.fromClient}
          </Badge>
        )}
        {!message.isFromClient && message.sendToClient && (
          <Badge colorPalette="blue" variant="subtle">
            {m.toClient}
          </Badge>
        )}
        {message.isPinned && (
          <Badge colorPalette="purple" variant="subtle">
            {m.pinned}
          </Badge>
        )}
        <Text color="fg.muted" fontSize="sm" ms="auto">
          <RelativeTime value={message.createdAt} />
        </Text>
        <ActionMenu
          entries={[{ value: pin.value, label: pin.label, disabled: pin.disabled }, { value: 'from-message', label: t.ticketFromMessage }]}
          onSelect={(value) => {
            if (value === pin.value) pin.toggle();
            if (value === 'from-message') setFromMessage(true);
          }}
          trigger={(handlers) => (
            <IconButton size="2xs" variant="ghost" aria-label={t.messageActions} title={t.messageActions} {...handlers}>
              <MoreIcon />
            </IconButton>
          )}
        />
      </Flex>
      {message.sendToClient && message.to && (
        <Text fontSize="xs" color="fg.muted" mb="2">
          {[interpolate(t.recipientsLine, { to: message.to }), message.cc && interpolate(t.ccLine, { cc: message.cc }), message.bcc && interpolate(t.bccLine, { bcc: message.bcc })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {message.mailAuthFailed && <MailAuthWarning message={message} />}
      {/* The server sanitizes message HTML before it is stored and served. */}
      {message.isPinned ? <PinnedBody>{body}</PinnedBody> : body}
      {message.quotedHtml && <QuotedHistory html={message.quotedHtml} css={htmlStyles} />}
      <MessageAttachments message={message} />
      {message.sendToClient && !message.isSent && <NotSentWarning message={message} />}
      {fromMessage && <TicketFromMessageDialog messageId={message.id} ticketId={ownerId} onClose={() => setFromMessage(false)} />}
    </Box>
  );
}

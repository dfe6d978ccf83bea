import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { MessageItem_message$key } from '../../__generated__/MessageItem_message.graphql';
import { RelativeTime } from '../../components/RelativeTime';
import { nl } from '../../i18n/nl';

const fragment = graphql`
  fragment MessageItem_message on Message {
    databaseId
    html
    createdAt
    isNote
    isFromClient
    sendToClient
    isPinned
    isSent
    actor {
      fullName
    }
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
  highlighted?: boolean;
}

export function MessageItem({ message: messageKey, highlighted }: MessageItemProps) {
  const message = useFragment(fragment, messageKey);
  const m = nl.messages;
  return (
    <Box
      as="article"
      id={`messages-${message.databaseId}`}
      borderWidth="1px"
      borderRadius="md"
      bg={message.isNote ? 'yellow.50' : 'bg'}
      borderColor={highlighted ? 'blue.500' : message.isNote ? 'yellow.200' : 'border'}
      boxShadow={highlighted ? '0 0 0 2px var(--chakra-colors-blue-300)' : undefined}
      transition="box-shadow 0.3s, border-color 0.3s"
      px="4"
      py="3"
      scrollMarginTop="4"
    >
      <Flex gap="2" align="center" wrap="wrap" mb="2">
        <Text fontWeight="semibold" fontSize="sm">
          {message.actor?.fullName ?? nl.values.unknown}
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
        {message.sendToClient && !message.isSent && (
          <Badge colorPalette="red" variant="subtle">
            {m.notSent}
          </Badge>
        )}
        <Text color="fg.muted" fontSize="sm" ms="auto">
          <RelativeTime value={message.createdAt} />
        </Text>
      </Flex>
      {/* The server sanitizes message HTML before it is stored and served. */}
      <Box fontSize="sm" css={htmlStyles} dangerouslySetInnerHTML={{ __html: message.html }} />
    </Box>
  );
}

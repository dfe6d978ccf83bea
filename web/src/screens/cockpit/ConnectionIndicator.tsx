import { Box, Flex, Text } from '@chakra-ui/react';
import { nl } from '../../i18n/nl';
import type { SocketState } from '../../lib/cockpitLive';

/** A small dot and word: is the screen live, or polling while the connection comes back. */
export function ConnectionIndicator({ socket }: { socket: SocketState }) {
  const live = socket === 'connected';
  return (
    <Flex align="center" gap="2" title={live ? nl.cockpit.connectionLive : nl.cockpit.connectionDown} data-testid="connection-indicator" data-state={socket} role="status">
      <Box w="0.6em" h="0.6em" borderRadius="full" bg={live ? 'green.500' : 'orange.400'} />
      <Text fontSize="sm" color="fg.muted">
        {live ? nl.cockpit.live : nl.cockpit.reconnecting}
      </Text>
    </Flex>
  );
}

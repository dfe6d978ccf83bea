import { Box, Flex, Text } from '@chakra-ui/react';
import { nlCockpit } from '../../i18n/nl/cockpit';
import type { SocketState } from '../../lib/cockpitLive';

/** A small dot and word: is the screen live, or polling while the connection comes back. */
export function ConnectionIndicator({ socket }: { socket: SocketState }) {
  const live = socket === 'connected';
  return (
    <Flex align="center" gap="2" title={live ? nlCockpit.connectionLive : nlCockpit.connectionDown} data-testid="connection-indicator" data-state={socket} role="status">
      <Box w="0.6em" h="0.6em" borderRadius="full" bg={live ? 'green.500' : 'orange.400'} />
      <Text fontSize="sm" color="fg.muted">
        {live ? nlCockpit.live : nlCockpit.reconnecting}
      </Text>
    </Flex>
  );
}

import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet } from 'react-router';
import { environment } from '../relay/environment';

/** Every screen but the login's: Chakra and Relay load with the first of them. */
export function RelayRoot() {
  return (
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <Outlet />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}

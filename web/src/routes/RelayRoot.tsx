import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet } from 'react-router';
import { environment } from '../relay/environment';

/** Every screen but the login's: Chakra and Relay load with the first of them. */
export function RelayRoot() {
  return (
    <ChakraProvider value={defaultSystem}>
      <RelayEnvironmentProvider environment={environment}>
        <Outlet />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}

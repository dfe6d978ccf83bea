import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from './components/toaster';
import { environment } from './relay/environment';
import { router } from './routes/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
        <AppToaster />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  </StrictMode>,
);

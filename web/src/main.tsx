import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ToastHost } from './components/ToastHost';
import { router } from './routes/router';
import { currentSystem, onSystemChange } from './theme/system';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** Chakra with the system of the moment: the login's, then the full one (theme/system.ts). */
function Theme({ children }: { children: ReactNode }) {
  const system = useSyncExternalStore(onSystemChange, currentSystem);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

createRoot(root).render(
  <StrictMode>
    <Theme>
      <RouterProvider router={router} />
      <ToastHost />
    </Theme>
  </StrictMode>,
);

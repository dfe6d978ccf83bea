import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ToastHost } from './components/ToastHost';
import { router } from './routes/router';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Chakra is not here: the login draws without it, and it loads with the other screens (RelayRoot)
// and with the first toast (toaster.tsx).
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
    <ToastHost />
  </StrictMode>,
);

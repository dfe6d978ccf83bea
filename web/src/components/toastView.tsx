import { ChakraProvider, Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { nlToast } from '../i18n/nl/toast';
import { system } from '../theme/system';
import { registerToaster, type NotifyOptions, type ToastVariant } from './notifyLater';

/** Toast duration unless a notification says otherwise (spec §9). */
const TOAST_DURATION_MS = 5000;

const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 6,
});

const TITLES: Record<ToastVariant, string> = {
  info: nlToast.info,
  danger: nlToast.danger,
  warning: nlToast.warning,
  success: nlToast.success,
};

const TYPES = { info: 'info', danger: 'error', warning: 'warning', success: 'success' } as const;

/** Shows a toast with the house titles: Info, Fout, Let op, Succes (spec §2). */
function show(variant: ToastVariant, message: ReactNode, options: NotifyOptions = {}): void {
  toaster.create({
    type: TYPES[variant],
    title: options.title ?? TITLES[variant],
    description: message,
    duration: options.duration ?? TOAST_DURATION_MS,
    closable: true,
  });
}

// Loaded with the first toast (ToastHost): from here on toasts show at once, and those that waited show now.
registerToaster(show);

/** Beside the routes, not inside them: with a provider of its own, as the login's toasts come before the screens' Chakra. */
export function AppToaster() {
  return (
    <ChakraProvider value={system}>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.closable && <Toast.CloseTrigger aria-label={nlToast.close} />}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </ChakraProvider>
  );
}

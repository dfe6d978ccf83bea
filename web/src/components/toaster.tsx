import { ChakraProvider, Toaster as ChakraToaster, Portal, Spinner, Stack, Text, Toast, createToaster } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { nl } from '../i18n/nl';
import { system } from '../theme/system';
import { validationNotice, type UserErrorLike } from '../lib/userErrors';
import { registerToaster, type ToastVariant } from './notifyLater';

export type { ToastVariant };

/** Toast duration unless a notification says otherwise (spec §9). */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 6,
});

const TITLES: Record<ToastVariant, string> = {
  info: nl.toast.info,
  danger: nl.toast.danger,
  warning: nl.toast.warning,
  success: nl.toast.success,
};

const TYPES = { info: 'info', danger: 'error', warning: 'warning', success: 'success' } as const;

export interface NotifyOptions {
  title?: string;
  duration?: number;
}

/** Shows a toast with the house titles: Info, Fout, Let op, Succes (spec §2). */
export function notify(variant: ToastVariant, message: ReactNode, options: NotifyOptions = {}): void {
  toaster.create({
    type: TYPES[variant],
    title: options.title ?? TITLES[variant],
    description: message,
    duration: options.duration ?? TOAST_DURATION_MS,
    closable: true,
  });
}

// Whoever loads this module shows toasts: the page's host mounts the toaster, waiting toasts show.
registerToaster(notify);

/** A refused save (422): the message in bold, then each field error on its own line (spec core §8). */
export function notifyValidation(errors: readonly UserErrorLike[]): void {
  const notice = validationNotice(errors);
  if (!notice) return;
  notify(
    'danger',
    <Stack gap="0.5" data-testid="validation-toast">
      <Text fontWeight="bold">{notice.summary}</Text>
      {notice.lines.length > 1 && notice.lines.map((line) => <Text key={line}>{line}</Text>)}
    </Stack>,
  );
}

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
              {toast.closable && <Toast.CloseTrigger aria-label={nl.toast.close} />}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </ChakraProvider>
  );
}

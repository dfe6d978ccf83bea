import { Spinner, type SpinnerProps } from '@chakra-ui/react';
import { nlApp } from '../i18n/nl/app';

/** A spinner that says what it waits for: a label needs the status role, a bare span may not carry one. */
export function BusySpinner({ label = nlApp.loading, ...props }: SpinnerProps & { label?: string }) {
  return <Spinner role="status" aria-label={label} {...props} />;
}

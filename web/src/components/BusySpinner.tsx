import { Spinner, type SpinnerProps } from '@chakra-ui/react';
import { nl } from '../i18n/nl';

/** A spinner that says what it waits for: a label needs the status role, a bare span may not carry one. */
export function BusySpinner({ label = nl.app.loading, ...props }: SpinnerProps & { label?: string }) {
  return <Spinner role="status" aria-label={label} {...props} />;
}

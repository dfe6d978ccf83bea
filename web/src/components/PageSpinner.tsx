import { Center, Spinner } from '@chakra-ui/react';
import { nl } from '../i18n/nl';

export function PageSpinner() {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="blue.600" aria-label={nl.app.loading} />
    </Center>
  );
}

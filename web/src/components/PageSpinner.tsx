import { Center, Spinner } from '@chakra-ui/react';
import { loginNl } from '../i18n/login';

export function PageSpinner() {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="blue.600" aria-label={loginNl.app.loading} />
    </Center>
  );
}

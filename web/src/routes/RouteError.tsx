import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { loginNl } from '../i18n/login';
import { errorHasCode } from '../relay/errors';
import { ServerUnreachableError } from '../relay/http';

// Only a signed-in screen finds a record missing: the login's first download does without the page.
const NotFoundInPlace = lazy(() => import('../screens/pages/NotFoundPage').then((m) => ({ default: m.NotFoundInPlace })));

/** A route that failed to load. What does not exist says so in place, with the way back to its list. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();

  if (errorHasCode(error, 'NOT_FOUND')) {
    return (
      <Suspense fallback={null}>
        <NotFoundInPlace pathname={pathname} />
      </Suspense>
    );
  }

  const unreachable = error instanceof ServerUnreachableError || error instanceof TypeError;
  const forbidden = errorHasCode(error, 'FORBIDDEN');
  return (
    <Center py="16" px="4">
      <Box borderWidth="1px" borderRadius="lg" bg="bg" p="8" maxW="md" w="full">
        <Stack gap="4" textAlign="center">
          <Heading as="h1" size="lg">
            {forbidden ? loginNl.errors.forbidden : loginNl.errors.generic}
          </Heading>
          {unreachable && <Text color="fg.muted">{loginNl.errors.unreachable}</Text>}
          <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="2">
            <Button onClick={() => window.location.reload()}>{loginNl.errors.retry}</Button>
            <Button variant="outline" asChild>
              <a href="/tickets">{loginNl.errors.toOverview}</a>
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Center>
  );
}

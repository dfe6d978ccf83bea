import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation, useRouteError } from 'react-router';
import { nl } from '../i18n/nl';
import { errorHasCode } from '../relay/errors';
import { ServerUnreachableError } from '../relay/http';
import { NotFoundPage } from '../screens/pages/NotFoundPage';
import { backToList, listOfPath, TO_COCKPIT } from './unavailable';

/** A route that failed to load. What does not exist says so in place, with the way back to its list. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();

  if (errorHasCode(error, 'NOT_FOUND')) {
    const list = listOfPath(pathname);
    return <NotFoundPage links={list ? [backToList(list), TO_COCKPIT] : [TO_COCKPIT]} />;
  }

  const unreachable = error instanceof ServerUnreachableError || error instanceof TypeError;
  const forbidden = errorHasCode(error, 'FORBIDDEN');
  return (
    <Center py="16" px="4">
      <Box borderWidth="1px" borderRadius="lg" bg="bg" p="8" maxW="md" w="full">
        <Stack gap="4" textAlign="center">
          <Heading as="h1" size="lg">
            {forbidden ? nl.errors.forbidden : nl.errors.generic}
          </Heading>
          {unreachable && <Text color="fg.muted">{nl.errors.unreachable}</Text>}
          <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="2">
            <Button onClick={() => window.location.reload()}>{nl.errors.retry}</Button>
            <Button variant="outline" asChild>
              <a href="/tickets">{nl.errors.toOverview}</a>
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Center>
  );
}

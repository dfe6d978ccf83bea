import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { nl } from '../../i18n/nl';

interface InfoPageProps {
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  /** A way back; default the cockpit. */
  actions?: ReactNode;
  testId?: string;
}

/** A plain page with a title and a text: placeholders, errors, screens still to come. */
export function InfoPage({ title, text, children, actions, testId }: InfoPageProps) {
  return (
    <Stack gap="4" data-testid={testId}>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Box borderWidth="1px" borderRadius="md" bg="bg" p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          {text && <Text color="fg.muted">{text}</Text>}
          {children}
          <Box>
            {actions ?? (
              <Button asChild size="sm" variant="outline">
                <RouterLink to="/cockpit">{nl.pages.toCockpit}</RouterLink>
              </Button>
            )}
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}

/** A screen of the route table that is not built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return <InfoPage title={title} text={nl.pages.comingSoon} testId="coming-soon" />;
}

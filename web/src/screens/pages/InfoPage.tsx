import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { nlPages } from '../../i18n/nl/pages';
import { usePageTitle } from '../../lib/pageTitle';
import { TO_COCKPIT, type WayBack } from '../../routes/unavailable';

interface InfoPageProps {
  title: string;
  text?: ReactNode;
  children?: ReactNode;
  /** Ways back; default the cockpit. */
  links?: readonly WayBack[];
  testId?: string;
}

/** A plain page with a title and a text: placeholders, errors, screens still to come. */
export function InfoPage({ title, text, children, links = [TO_COCKPIT], testId }: InfoPageProps) {
  usePageTitle(title);
  return (
    <Stack gap="4" data-testid={testId}>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Box borderWidth="1px" borderRadius="md" bg="bg" p={{ base: '4', md: '6' }}>
        <Stack gap="4">
          {text && <Text color="fg.muted">{text}</Text>}
          {children}
          <HStack gap="2" wrap="wrap">
            {links.map((link) => (
              <Button key={link.to} asChild size="sm" variant="outline">
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Button>
            ))}
          </HStack>
        </Stack>
      </Box>
    </Stack>
  );
}

/** A screen of the route table that is not built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return <InfoPage title={title} text={nlPages.comingSoon} testId="coming-soon" />;
}

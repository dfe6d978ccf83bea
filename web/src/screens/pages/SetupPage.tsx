import { Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { nl } from '../../i18n/nl';

/** A page outside the signed-in shell: the product's name and a card. */
export function PublicPage({ title, text = nl.pages.comingSoon }: { title: string; text?: string }) {
  return (
    <Center minH="100vh" bg="bg.subtle" px="4" py="8">
      <Stack gap="6" w="full" maxW="md">
        <Text textAlign="center" fontSize="2xl" fontWeight="bold" letterSpacing="tight" color="blue.700">
          {nl.app.name}
        </Text>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="lg">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Text color="fg.muted">{text}</Text>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}

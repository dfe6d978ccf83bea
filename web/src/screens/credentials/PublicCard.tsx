import { Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { nlApp } from '../../i18n/nl/app';

/** The frame of the public credential pages: the product's name above one card, as the login screen. */
export function PublicCard({ title, children, maxW = 'sm' }: { title: string; children: ReactNode; maxW?: string }) {
  return (
    <Center minH="100vh" bg="bg.subtle" px="4" py="8">
      <Stack gap="6" w="full" maxW={maxW}>
        <Text textAlign="center" fontSize="2xl" fontWeight="bold" letterSpacing="tight" color="blue.700">
          {nlApp.name}
        </Text>
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="lg">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}

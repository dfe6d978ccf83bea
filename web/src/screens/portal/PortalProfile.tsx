import { Card, Heading, Text } from '@chakra-ui/react';
import { usePortalTexts } from './texts';

/** The contact's own profile; the profile screen of the back office takes its place once it can be shared. */
export function PortalProfile() {
  const t = usePortalTexts();
  return (
    <>
      <Heading as="h1" size="xl">
        {t.profile.title}
      </Heading>
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">{t.profile.text}</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}

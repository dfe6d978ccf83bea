import { Text } from '@chakra-ui/react';
import { nlPages } from '../../i18n/nl/pages';
import { PublicCard } from '../credentials/PublicCard';

/** A page outside the signed-in shell: the product's name and a card with a text. */
export function PublicPage({ title, text = nlPages.comingSoon }: { title: string; text?: string }) {
  return (
    <PublicCard title={title} maxW="md">
      <Text color="fg.muted">{text}</Text>
    </PublicCard>
  );
}

import { Text } from '@chakra-ui/react';
import { nl } from '../../i18n/nl';
import { PublicCard } from '../credentials/PublicCard';

/** A page outside the signed-in shell: the product's name and a card with a text. */
export function PublicPage({ title, text = nl.pages.comingSoon }: { title: string; text?: string }) {
  return (
    <PublicCard title={title} maxW="md">
      <Text color="fg.muted">{text}</Text>
    </PublicCard>
  );
}

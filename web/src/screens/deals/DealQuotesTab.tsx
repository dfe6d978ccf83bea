import { Button, Flex, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useCan } from '../../relay/viewer';
import { nl } from '../../i18n/nl';
import { NewQuoteDialog } from './NewQuoteDialog';

interface DealQuotesTabProps {
  deal: { databaseId: number; description: string | null | undefined };
  /** The deal's quotes as a related list. */
  list: ReactNode;
}

/** The Offertes tab: 'Nieuwe offerte' above the deal's quotes. */
export function DealQuotesTab({ deal, list }: DealQuotesTabProps) {
  const [creating, setCreating] = useState(false);
  const mayCreate = useCan('quotes', 'store');
  return (
    <Stack gap="3">
      {mayCreate && (
        <Flex justify="flex-end">
          <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)} data-testid="new-quote">
            {nl.recordTabs.newQuote}
          </Button>
        </Flex>
      )}
      {list}
      {creating && <NewQuoteDialog deal={deal} onClose={() => setCreating(false)} />}
    </Stack>
  );
}

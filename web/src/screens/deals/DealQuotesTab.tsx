import { Button, Flex, Stack } from '@chakra-ui/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { useReloadRecord } from '../../components/related/useReloadRecord';
import { useCan } from '../../relay/viewer';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { QuoteRowMenu } from '../quotes/QuoteActions';
import { NewQuoteDialog } from './NewQuoteDialog';

interface DealQuotesTabProps {
  deal: { databaseId: number; description: string | null | undefined; client?: { email?: string | null } | null };
  /** The deal's quotes as a related list. */
  list: ReactNode;
  /** The deal's detail query, fetched again once a quote went out (its conversation grew). */
  detailQuery: GraphQLTaggedNode;
}

interface RowContext {
  canMail: boolean;
  onChanged: () => void;
}

/** What the rows' menus need of the deal; the list's cells only get their row. */
const DealQuotesContext = createContext<RowContext>({ canMail: false, onChanged: () => undefined });

/** The Offertes tab: 'Nieuwe offerte' above the deal's quotes, each with its menu. */
export function DealQuotesTab({ deal, list, detailQuery }: DealQuotesTabProps) {
  const [creating, setCreating] = useState(false);
  const [reload] = useReloadRecord(detailQuery, deal.databaseId);
  const mayCreate = useCan('quotes', 'store');
  return (
    <DealQuotesContext.Provider value={{ canMail: Boolean(deal.client?.email?.trim()), onChanged: reload }}>
      <Stack gap="3">
        {mayCreate && (
          <Flex justify="flex-end">
            <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)} data-testid="new-quote">
              {nlRecordTabs.newQuote}
            </Button>
          </Flex>
        )}
        {list}
        {creating && <NewQuoteDialog deal={deal} onClose={() => setCreating(false)} />}
      </Stack>
    </DealQuotesContext.Provider>
  );
}

/** A quote row's menu on the deal: 'Verzenden' and 'Maak sjabloon'. */
export function DealQuoteRowMenu({ quote }: { quote: { databaseId: number; statusId?: number | null } }) {
  const { canMail, onChanged } = useContext(DealQuotesContext);
  return <QuoteRowMenu quote={quote} canMail={canMail} onChanged={onChanged} />;
}

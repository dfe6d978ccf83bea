import { Button, Field, Flex, Link, NativeSelect, Spinner } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { ContractTopUpBuyMutation } from '../../__generated__/ContractTopUpBuyMutation.graphql';
import { notify, notifyValidation } from '../../components/toaster';
import { useCatalogOptions } from '../../components/useCatalogOptions';
import { nlContractTopUp } from '../../i18n/nl/contractTopUp';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { prepaidCardLookup } from '../lookups/lookups';

// The same periods selection as the detail query, so the Periodes tab shows the added hours at once.
const buyMutation = graphql`
  mutation ContractTopUpBuyMutation($input: BuyContractHoursInput!) {
    buyContractHours(input: $input) {
      contract {
        id
        contractPeriods(first: 100, orderBy: [{ field: "periodStart", direction: DESC }]) {
          edges {
            node {
              id
              databaseId
              periodStart
              periodEnd
              registeredTime
              minutesRemaining
            }
          }
        }
      }
      invoice {
        id
        databaseId
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlContractTopUp;

interface ContractTopUpProps {
  contract: { id: string; period?: string | null; archivedAt?: string | null };
}

/** 'Voeg uren toe': a prepaid card bought onto a prepaid contract (period 'none'), with contracts.buy only. */
export function ContractTopUp({ contract }: ContractTopUpProps) {
  const viewer = useViewer();
  if (contract.period !== 'none' || contract.archivedAt || !viewer.permissions.has('contracts.buy')) return null;
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <TopUpForm contractId={contract.id} />
    </Suspense>
  );
}

function TopUpForm({ contractId }: { contractId: string }) {
  const environment = useRelayEnvironment();
  const cards = useCatalogOptions(prepaidCardLookup.search);
  const [card, setCard] = useState('');
  const [busy, setBusy] = useState(false);
  const [invoiceId, setInvoiceId] = useState<number | null>(null);

  const buy = async () => {
    setBusy(true);
    try {
      const { buyContractHours } = await commitAsync<ContractTopUpBuyMutation>(environment, buyMutation, { input: { id: contractId, prepaidCardId: card } });
      if (buyContractHours.userErrors.length > 0 || !buyContractHours.invoice) {
        notifyValidation(buyContractHours.userErrors);
        return;
      }
      notify('success', buyContractHours.message ?? t.bought);
      setInvoiceId(buyContractHours.invoice.databaseId);
      setCard('');
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex gap="3" align="flex-end" wrap="wrap" mb="4" data-testid="contract-top-up">
      <Field.Root maxW="sm">
        <Field.Label>{t.addHours}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field data-testid="contract-top-up-card" value={card} onChange={(event) => setCard(event.currentTarget.value)}>
            <option value="">{t.chooseCard}</option>
            {cards.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button size="sm" onClick={buy} disabled={card === ''} loading={busy}>
        {t.topUp}
      </Button>
      {invoiceId !== null && (
        <Link asChild fontSize="sm" data-testid="contract-top-up-invoice">
          <RouterLink to={`/invoices/${invoiceId}`}>{t.viewInvoice}</RouterLink>
        </Link>
      )}
    </Flex>
  );
}

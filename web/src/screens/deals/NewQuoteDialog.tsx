import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { NewQuoteDialogMutation } from '../../__generated__/NewQuoteDialogMutation.graphql';
import { AppDialog } from '../../components/AppDialog';
import { notify } from '../../components/toaster';
import { nl } from '../../i18n/nl';
import { reportMutationFailure } from '../../relay/errors';

const mutation = graphql`
  mutation NewQuoteDialogMutation($input: CreateQuoteInput!) {
    createQuote(input: $input) {
      quote {
        id
        databaseId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nl.recordTabs;

interface NewQuoteDialogProps {
  deal: { databaseId: number; description: string | null | undefined };
  onClose: () => void;
}

/** 'Nieuwe offerte' on a deal: a quote for the deal, named after it unless changed, then opened. */
export function NewQuoteDialog({ deal, onClose }: NewQuoteDialogProps) {
  const [name, setName] = useState(deal.description ?? '');
  const [commit, isInFlight] = useMutation<NewQuoteDialogMutation>(mutation);
  const navigate = useNavigate();

  const create = () =>
    commit({
      variables: { input: { dealId: deal.databaseId, name: name.trim() } },
      onCompleted: (response) => {
        const payload = response.createQuote;
        if (payload.userErrors.length > 0 || !payload.quote) {
          for (const error of payload.userErrors) notify('danger', error.message);
          return;
        }
        notify('success', t.quoteCreated);
        onClose();
        navigate(`/deals/quotes/${payload.quote.databaseId}`);
      },
      onError: reportMutationFailure,
    });

  return (
    <AppDialog open title={t.newQuote} onClose={onClose} onSave={create} saveLabel={t.newQuoteCreate} saving={isInFlight} saveDisabled={name.trim() === ''} size="sm">
      <Field.Root required>
        <Field.Label>{t.newQuoteName}</Field.Label>
        <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={191} data-testid="new-quote-name" autoFocus />
      </Field.Root>
    </AppDialog>
  );
}

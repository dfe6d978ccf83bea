import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { NewQuoteDialogMutation } from '../../__generated__/NewQuoteDialogMutation.graphql';
import type { NewQuoteDialogTemplatesQuery } from '../../__generated__/NewQuoteDialogTemplatesQuery.graphql';
import { AppDialog } from '../../components/AppDialog';
import { notify } from '../../components/toaster';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { reportMutationFailure } from '../../relay/errors';
import { useCan } from '../../relay/viewer';

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

const templatesQuery = graphql`
  query NewQuoteDialogTemplatesQuery {
    quoteTemplates(first: 100, orderBy: [{ field: "name", direction: ASC }]) {
      edges {
        node {
          databaseId
          name
          label
        }
      }
    }
  }
`;

const t = nlRecordTabs;

interface NewQuoteDialogProps {
  deal: { databaseId: number; description: string | null | undefined };
  onClose: () => void;
}

/**
 * 'Nieuwe offerte' on a deal: a quote for the deal, named after it unless changed, from a template
 * (copies of its phases, lines and layout) or with one empty phase; then opened.
 */
export function NewQuoteDialog({ deal, onClose }: NewQuoteDialogProps) {
  const [name, setName] = useState(deal.description ?? '');
  const [templateId, setTemplateId] = useState('');
  const [commit, isInFlight] = useMutation<NewQuoteDialogMutation>(mutation);
  const navigate = useNavigate();
  const mayReadTemplates = useCan('quote-templates', 'index');

  const create = () =>
    commit({
      variables: { input: { dealId: deal.databaseId, name: name.trim(), templateId: templateId ? Number(templateId) : null } },
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
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t.newQuoteName}</Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={191} data-testid="new-quote-name" autoFocus />
        </Field.Root>
        {mayReadTemplates && (
          <Suspense fallback={null}>
            <TemplateSelect value={templateId} onChange={setTemplateId} />
          </Suspense>
        )}
      </Stack>
    </AppDialog>
  );
}

function TemplateSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const data = useLazyLoadQuery<NewQuoteDialogTemplatesQuery>(templatesQuery, {}, { fetchPolicy: 'store-and-network' });
  const templates = data.quoteTemplates?.edges.map((edge) => edge.node) ?? [];
  return (
    <Field.Root>
      <Field.Label>{t.newQuoteTemplate}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} data-testid="new-quote-template">
          <option value="">{t.newQuoteNoTemplate}</option>
          {templates.map((template) => (
            <option key={template.databaseId} value={String(template.databaseId)}>
              {template.name ?? template.label ?? `#${template.databaseId}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

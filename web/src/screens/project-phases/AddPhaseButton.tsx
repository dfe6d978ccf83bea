import { Button, Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { AppDialog } from '../../components/AppDialog';
import { PlusIcon } from '../../components/icons';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify, notifyValidation } from '../../components/toaster';
import { nlQuote } from '../../i18n/nl/quote';
import { fieldErrors } from '../../lib/userErrors';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';

const createMutation = graphql`
  mutation AddPhaseButtonMutation($input: CreateProjectPhaseInput!) {
    result: createProjectPhase(input: $input) {
      record: projectPhase {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** What a new phase belongs to, and the company and contact it is for. */
export interface PhaseOwnerInput {
  morphableType: 'projects' | 'quotes' | 'quote-templates';
  morphableId: number;
  companyId?: number | null;
  clientId?: number | null;
}

/** 'Fase toevoegen': a name, and the phase goes at the end of its project, quote or template. */
export function AddPhaseButton({ owner, onAdded }: { owner: PhaseOwnerInput; onAdded: () => void }) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (!viewer.permissions.has('project-phases.store')) return null;

  const close = () => {
    setOpen(false);
    setName('');
    setError(undefined);
  };

  const save = async () => {
    setBusy(true);
    try {
      const input: Record<string, unknown> = { name: name.trim(), morphableType: owner.morphableType, morphableId: owner.morphableId };
      if (owner.companyId) input.companyId = owner.companyId;
      if (owner.clientId) input.clientId = owner.clientId;
      const result = await runRecordMutation(environment, createMutation, input);
      if (result.userErrors.length > 0) {
        setError(fieldErrors(result.userErrors).name);
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', nlQuote.phaseAdded);
      close();
      onAdded();
    } catch (failure) {
      reportMutationFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="sm" colorPalette="blue" onClick={() => setOpen(true)} data-testid="add-phase">
        <PlusIcon />
        {nlQuote.addPhase}
      </Button>
      <AppDialog open={open} title={nlQuote.addPhase} onClose={close} onSave={() => void save()} saving={busy} saveDisabled={name.trim() === ''} size="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() !== '') void save();
          }}
        >
          <Field.Root required invalid={Boolean(error)}>
            <Field.Label>
              {nlQuote.phaseName}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input name="phaseName" value={name} maxLength={255} autoFocus onChange={(event) => setName(event.target.value)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        </form>
      </AppDialog>
    </>
  );
}

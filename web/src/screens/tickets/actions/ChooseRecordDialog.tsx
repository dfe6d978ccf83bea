import { Field, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { AppDialog } from '../../../components/AppDialog';
import { RelationSelect } from '../../../components/form/RelationSelect';
import type { RelationLookup } from '../../../components/form/types';
import type { RelationValue } from '../../../lib/recordForm';

export interface RecordChoice {
  name: string;
  label: string;
  lookup: RelationLookup;
  exclude?: readonly number[];
}

interface ChooseRecordDialogProps {
  open: boolean;
  title: string;
  help?: string;
  choices: readonly RecordChoice[];
  saveLabel: string;
  /** Extra inputs below the choices (the template parts). */
  children?: ReactNode;
  onClose: () => void;
  /** Resolves when done; the dialog stays busy meanwhile. */
  onSave: (chosen: Record<string, RelationValue>) => Promise<void>;
}

/** A dialog in which the operator picks one record per choice (a ticket, a template, two invoices) before an action runs. */
export function ChooseRecordDialog({ open, title, help, choices, saveLabel, children, onClose, onSave }: ChooseRecordDialogProps) {
  const [chosen, setChosen] = useState<Record<string, RelationValue | null>>({});
  const [busy, setBusy] = useState(false);
  const complete = choices.every((choice) => chosen[choice.name]);
  const close = () => {
    setChosen({});
    onClose();
  };
  const save = async () => {
    setBusy(true);
    await onSave(chosen as Record<string, RelationValue>);
    setBusy(false);
    setChosen({});
  };
  return (
    <AppDialog open={open} title={title} onClose={close} onSave={() => void save()} saveLabel={saveLabel} saving={busy} saveDisabled={!complete}>
      <Stack gap="4">
        {help && (
          <Text fontSize="sm" color="fg.muted">
            {help}
          </Text>
        )}
        {choices.map((choice) => (
          <Field.Root key={choice.name} required>
            <Field.Label>{choice.label}</Field.Label>
            <RelationSelect
              lookup={choice.lookup}
              value={chosen[choice.name] ?? null}
              exclude={choice.exclude}
              ariaLabel={choice.label}
              onChange={(value) => setChosen((current) => ({ ...current, [choice.name]: value }))}
            />
          </Field.Root>
        ))}
        {children}
      </Stack>
    </AppDialog>
  );
}

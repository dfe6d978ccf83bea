import { Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlValues } from '../../i18n/nl/values';
import type { SelectOption } from '../../lib/recordForm';
import { AppDialog } from '../AppDialog';

interface ChooseValueDialogProps {
  open: boolean;
  title: string;
  label: string;
  options: readonly SelectOption[];
  onCancel: () => void;
  onChoose: (value: string) => void;
}

/** Asks for one value from a list before a group action runs (the operator to assign). */
export function ChooseValueDialog({ open, title, label, options, onCancel, onChoose }: ChooseValueDialogProps) {
  const [value, setValue] = useState('');
  const done = (choose: boolean) => {
    if (choose) onChoose(value);
    else onCancel();
    setValue('');
  };
  return (
    <AppDialog open={open} title={title} onClose={() => done(false)} onSave={() => done(true)} saveLabel={nlDialog.ok} saveDisabled={value === ''} size="sm">
      <Field.Root required>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label={label} value={value} onChange={(event) => setValue(event.currentTarget.value)}>
            <option value="">{nlValues.none}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </AppDialog>
  );
}

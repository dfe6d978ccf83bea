import { Button, Field, Flex, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { needsBlurCheck } from '../../lib/blurCheck';
import { nlForm } from '../../i18n/nl/form';
import { useViewer } from '../../relay/viewer';
import { isFieldVisible, validateValues, type FormValue, type FormValues } from '../../lib/recordForm';
import { FieldInput } from './FieldInput';
import type { FormField } from './types';

interface RecordFormProps {
  fields: readonly FormField[];
  initial: FormValues;
  creating: boolean;
  /** Errors from the server, per input field. */
  serverErrors: Readonly<Record<string, string>>;
  busy: boolean;
  onSubmit: (values: FormValues) => void;
  onCancel?: () => void;
  submitLabel?: string;
  /** Extra buttons beside Opslaan. */
  extra?: ReactNode;
  columns?: 1 | 2;
  /** The record being edited, for help texts that depend on it (a stored password). */
  record?: Readonly<Record<string, unknown>>;
  /** Told every change of the values (the create screen's extra panel reads them). */
  onValuesChange?: (values: FormValues) => void;
}

/** A form driven by field definitions: quick checks here, the server's word per field below each input. */
export function RecordForm({ fields, initial, creating, serverErrors, busy, onSubmit, onCancel, submitLabel = nlForm.save, extra, columns = 2, record, onValuesChange }: RecordFormProps) {
  const formId = useId();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  useEffect(() => onValuesChange?.(values), [values, onValuesChange]);

  // The values as last rendered, for answers that arrive after more typing.
  const latest = useRef(values);
  latest.current = values;

  const check = (field: FormField) => {
    const value = values[field.name];
    if (!field.checkOnBlur || !needsBlurCheck(value, initial[field.name])) return;
    const text = String(value).trim();
    void field.checkOnBlur(text, environment, record).then(
      (message) => {
        // A later edit of the same field makes this answer stale.
        if (String(latest.current[field.name] ?? '').trim() !== text) return;
        setErrors(({ [field.name]: _, ...rest }) => (message ? { ...rest, [field.name]: message } : rest));
      },
      () => undefined,
    );
  };

  const set = (name: string, value: FormValue) => {
    const derive = fields.find((field) => field.name === name)?.derive;
    setValues((current) => ({ ...current, [name]: value, ...(derive ? derive(value, current, viewer) : {}) }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const found = validateValues(fields, values, creating);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(values);
  };

  const shown = fields.filter((f) => (creating || !f.createOnlyVisible) && isFieldVisible(f, values));
  const general = serverErrors[''];

  return (
    <chakra.form onSubmit={submit} noValidate data-testid="record-form">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
          {shown.map((field) => {
            const id = `${formId}-${field.name}`;
            const error = errors[field.name] ?? serverErrors[field.name];
            const readOnly = !creating && field.createOnly;
            const help = typeof field.help === 'function' ? field.help(values, record) : field.help;
            return (
              <Field.Root key={field.name} required={field.required} invalid={Boolean(error)} gridColumn={field.wide ? { md: '1 / -1' } : undefined} readOnly={readOnly}>
                {field.kind !== 'boolean' && (
                  <Field.Label htmlFor={id}>
                    {field.label}
                    {field.required && <Field.RequiredIndicator />}
                  </Field.Label>
                )}
                <FieldInput id={id} field={field} value={values[field.name] ?? null} onChange={(value) => set(field.name, value)} onBlur={field.checkOnBlur ? () => check(field) : undefined} invalid={Boolean(error)} disabled={readOnly} record={record} values={values} />
                {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
              </Field.Root>
            );
          })}
        </SimpleGrid>
        {general && (
          <Text color="fg.error" fontSize="sm">
            {general}
          </Text>
        )}
        {touched && Object.keys(errors).length > 0 && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {nlForm.invalid}
          </Text>
        )}
        <Flex gap="2" justify="flex-end" wrap="wrap">
          {extra}
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {nlForm.cancel}
            </Button>
          )}
          <Button type="submit" colorPalette="blue" loading={busy} loadingText={nlForm.saving}>
            {submitLabel}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

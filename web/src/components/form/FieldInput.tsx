import { Checkbox, Flex, Input, NativeSelect, Stack, Tag, Textarea, Wrap } from '@chakra-ui/react';
import { useMemo } from 'react';
import { nlForm } from '../../i18n/nl/form';
import { nlValues } from '../../i18n/nl/values';
import { interpolate } from '../../lib/interpolate';
import { normalizePriceInput, PRICE_MAX_LENGTH } from '../../lib/price';
import type { FormValue, FormValues, RelationValue } from '../../lib/recordForm';
import { useViewer } from '../../relay/viewer';
import { PasswordInput } from '../PasswordInput';
import { useCatalogOptions } from '../useCatalogOptions';
import { RelationSelect } from './RelationSelect';
import { WeekHoursInput } from './WeekHoursInput';
import type { FormField } from './types';

interface FieldInputProps {
  id: string;
  field: FormField;
  value: FormValue;
  onChange: (value: FormValue) => void;
  /** Told when the text input loses focus. */
  onBlur?: () => void;
  invalid: boolean;
  disabled?: boolean;
  /** The record being edited, for options that depend on it. */
  record?: Readonly<Record<string, unknown>>;
  /** The form's values, for relation searches narrowed by other fields. */
  values?: FormValues;
}

function text(value: FormValue): string {
  return typeof value === 'string' ? value : '';
}

/** The input a form field's kind asks for. */
export function FieldInput({ id, field, value, onChange, onBlur, invalid, disabled, record, values }: FieldInputProps) {
  const viewer = useViewer();
  const options = useMemo(() => (typeof field.options === 'function' ? field.options(viewer, record) : (field.options ?? [])), [field, viewer, record]);
  switch (field.kind) {
    case 'textarea':
      return <Textarea id={id} value={text(value)} onChange={(e) => onChange(e.target.value)} maxLength={field.maxLength} disabled={disabled} autoresize minH="24" />;
    case 'price':
      return (
        <Input
          id={id}
          inputMode="decimal"
          maxLength={PRICE_MAX_LENGTH}
          value={text(value)}
          onChange={(e) => onChange(normalizePriceInput(e.target.value))}
          disabled={disabled}
        />
      );
    case 'number':
      return <Input id={id} inputMode="decimal" value={text(value)} onChange={(e) => onChange(e.target.value.replace(/[^0-9,.-]/g, ''))} disabled={disabled} />;
    case 'hours':
      return <Input id={id} inputMode="decimal" placeholder={nlForm.hoursPlaceholder} value={text(value)} onChange={(e) => onChange(e.target.value.replace(/[^0-9,.:]/g, ''))} disabled={disabled} />;
    case 'date':
      return <Input id={id} inputMode="numeric" placeholder={nlForm.datePlaceholder} value={text(value)} onChange={(e) => onChange(e.target.value)} disabled={disabled} maxLength={10} />;
    case 'email':
      return <Input id={id} type="email" autoComplete="off" value={text(value)} onChange={(e) => onChange(e.target.value)} maxLength={field.maxLength} disabled={disabled} />;
    case 'password':
      return <PasswordInput id={id} autoComplete="new-password" value={text(value)} onChange={(e) => onChange(e.target.value)} maxLength={field.maxLength} disabled={disabled} />;
    case 'boolean':
      return (
        <Checkbox.Root id={id} checked={value === true} onCheckedChange={(d) => onChange(d.checked === true)} disabled={disabled}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">{field.label}</Checkbox.Label>
        </Checkbox.Root>
      );
    case 'select':
      if (field.catalog) return <CatalogSelect id={id} field={field} value={value} onChange={onChange} invalid={invalid} disabled={disabled} />;
      return (
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field id={id} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="">{nlValues.none}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'weekHours':
      return <WeekHoursInput id={id} value={text(value)} onChange={onChange} disabled={disabled} />;
    case 'relation':
      if (!field.lookup) return null;
      if (field.multiple) return <MultiRelation id={id} field={field} value={Array.isArray(value) ? (value as RelationValue[]) : []} onChange={onChange} invalid={invalid} />;
      return (
        <RelationSelect
          id={id}
          lookup={field.lookup}
          filter={values && field.filterBy ? field.filterBy(values) : null}
          value={value && typeof value === 'object' && !Array.isArray(value) ? (value as RelationValue) : null}
          onChange={onChange}
          invalid={invalid}
        />
      );
    default:
      return (
        <Input
          id={id}
          value={text(value)}
          onChange={(e) => onChange(field.uppercase ? e.target.value.toUpperCase() : e.target.value)}
          onBlur={onBlur}
          maxLength={field.maxLength}
          disabled={disabled}
        />
      );
  }
}

function CatalogSelect({ id, field, value, onChange, disabled }: FieldInputProps) {
  const options = useCatalogOptions(field.catalog!.search);
  return <FieldInput id={id} field={{ ...field, catalog: undefined, options }} value={value} onChange={onChange} invalid={false} disabled={disabled} />;
}

function MultiRelation({ id, field, value, onChange, invalid }: { id: string; field: FormField; value: RelationValue[]; onChange: (value: FormValue) => void; invalid: boolean }) {
  return (
    <Stack gap="2">
      {value.length > 0 && (
        <Wrap gap="1.5">
          {value.map((item) => (
            <Tag.Root key={item.id} size="lg" variant="subtle" colorPalette="blue">
              <Tag.Label>{item.label}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={interpolate(nlForm.remove, { label: item.label })} onClick={() => onChange(value.filter((v) => v.id !== item.id))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Flex>
        <RelationSelect
          id={id}
          lookup={field.lookup!}
          value={null}
          exclude={value.map((v) => v.id)}
          clearOnSelect
          invalid={invalid}
          onChange={(chosen) => chosen && onChange([...value, chosen])}
        />
      </Flex>
    </Stack>
  );
}


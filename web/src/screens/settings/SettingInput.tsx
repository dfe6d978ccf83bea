import { Checkbox, Flex, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { nlSettings } from '../../i18n/nl/settings';
import type { Setting } from './settingsData';

/** The choices of the select settings, as the REST service validates them (api configs CONFIG_DEFAULTS). */
const SELECT_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  'app.ask_time_registration_before_closing': ['never', 'only_missing', 'always'],
  'notifications.default_language': ['nl', 'en'],
};

const optionLabels = nlSettings.options;

interface SettingInputProps {
  id: string;
  setting: Setting;
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** One setting's input, by its input type: text, boolean (0/1), select, JSON or colour. */
export function SettingInput({ id, setting, value, disabled, invalid, onChange }: SettingInputProps) {
  switch (setting.inputType) {
    case 'boolean':
      return (
        <Checkbox.Root id={id} checked={value === '1'} onCheckedChange={(details) => onChange(details.checked === true ? '1' : '0')} disabled={disabled}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{nlSettings.on}</Checkbox.Label>
        </Checkbox.Root>
      );
    case 'select': {
      const options = SELECT_OPTIONS[setting.name] ?? [];
      // A stored value outside the known choices stays visible, so saving does not change it silently.
      const choices = options.includes(value) || value === '' ? options : [value, ...options];
      return (
        <NativeSelect.Root disabled={disabled} maxW="md">
          <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)} aria-invalid={invalid || undefined}>
            {choices.map((option) => (
              <option key={option} value={option}>
                {optionLabels[option] ?? option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    }
    case 'json':
      return (
        <Textarea id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} fontFamily="mono" fontSize="sm" autoresize minH="20" aria-invalid={invalid || undefined} />
      );
    case 'color':
      return (
        <Flex gap="2" align="center">
          <Input
            type="color"
            aria-hidden
            tabIndex={-1}
            value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            w="12"
            p="1"
          />
          <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} maxW="40" fontFamily="mono" aria-invalid={invalid || undefined} />
        </Flex>
      );
    default:
      return <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} maxW="md" aria-invalid={invalid || undefined} />;
  }
}

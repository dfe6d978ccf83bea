import { Box, Flex, Input, Tag, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { interpolate } from '../../../lib/interpolate';
import { isEmailAddress, splitRecipients } from '../../../lib/messageRules';
import { nl } from '../../../i18n/nl';

interface RecipientInputProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  testId?: string;
}

/**
 * A tag input of e-mail addresses: typing a comma or semicolon (or Enter, or leaving the field)
 * turns the text into tags, trimmed; invalid addresses are marked red (core §5).
 */
export function RecipientInput({ label, value, onChange, disabled, testId }: RecipientInputProps) {
  const [text, setText] = useState('');
  const t = nl.messageSending;

  const commit = (raw: string) => {
    const added = splitRecipients(raw).filter((address) => !value.includes(address));
    if (added.length > 0) onChange([...value, ...added]);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim() !== '') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <Flex align="center" gap="2" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted" minW="10" aria-hidden>
        {label}
      </Text>
      <Flex flex="1" wrap="wrap" gap="1" align="center" borderWidth="1px" borderRadius="md" px="2" py="1" minH="9" bg="bg">
        {value.map((address) => {
          const valid = isEmailAddress(address);
          return (
            <Tag.Root key={address} size="sm" colorPalette={valid ? 'gray' : 'red'} variant={valid ? 'subtle' : 'solid'} data-invalid={valid ? undefined : 'true'} title={valid ? undefined : interpolate(t.invalidRecipient, { address })}>
              <Tag.Label>{address}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={interpolate(t.removeRecipient, { address })} disabled={disabled} onClick={() => onChange(value.filter((entry) => entry !== address))} />
              </Tag.EndElement>
            </Tag.Root>
          );
        })}
        <Box flex="1" minW="40">
          <Input
            id={testId}
            aria-label={label}
            variant="flushed"
            size="sm"
            border="none"
            value={text}
            disabled={disabled}
            placeholder={value.length === 0 ? t.recipientsPlaceholder : undefined}
            onChange={(event) => {
              const next = event.target.value;
              if (/[,;]/.test(next)) commit(next);
              else setText(next);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => text.trim() !== '' && commit(text)}
          />
        </Box>
      </Flex>
    </Flex>
  );
}

import { Box, Flex, Input, Tag, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Observable } from 'relay-runtime';
import type { RecipientInputSearchQuery } from '../../../__generated__/RecipientInputSearchQuery.graphql';
import { useDebounced } from '../../../components/useDebounced';
import { interpolate } from '../../../lib/interpolate';
import { isEmailAddress, splitRecipients } from '../../../lib/messageRules';
import { MIN_SEARCH_LENGTH, recipientSuggestions, type Contact } from '../../../lib/recipientSuggestions';
import { nlMessageSending } from '../../../i18n/nl/messageSending';
import { lazyOperations } from '../../../relay/lazyOperation';

const searchQuery = lazyOperations(() => import('./RecipientInput.query'))('searchQuery');

/** Search selects wait this long after the last key (core §5). */
const SEARCH_DEBOUNCE_MS = 300;

interface RecipientInputProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  testId?: string;
  /** Contacts offered first (the ticket's company's); with them, typing also searches all contacts. */
  contacts?: readonly Contact[];
  /** Addresses already in the message's other recipient fields: not suggested again. */
  elsewhere?: readonly string[];
}

/**
 * A tag input of e-mail addresses: typing a comma or semicolon (or Enter, or leaving the field)
 * turns the text into tags, trimmed; invalid addresses are marked red (core §5). Given contacts,
 * it suggests them and the contacts a search finds; a typed address is still taken as it is.
 */
export function RecipientInput({ label, value, onChange, disabled, testId, contacts, elsewhere = [] }: RecipientInputProps) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const found = useContactSearch(contacts ? text : '');
  const listId = useId();
  const t = nlMessageSending;

  const suggestions = contacts && focused && !disabled ? recipientSuggestions(text, contacts, found, [...value, ...elsewhere]) : [];
  const open = suggestions.length > 0;

  const commit = (raw: string) => {
    const added = splitRecipients(raw).filter((address) => !value.includes(address));
    if (added.length > 0) onChange([...value, ...added]);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field (-1) through the suggestions and round again.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setFocused(false);
    } else if (event.key === 'Enter' && open && suggestions[active]) {
      event.preventDefault();
      commit(suggestions[active].email);
    } else if (event.key === 'Enter' && text.trim() !== '') {
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
      <Flex flex="1" minW="0" wrap="wrap" gap="1" align="center" borderWidth="1px" borderRadius="md" px="2" py="1" minH="9" bg="bg" position="relative">
        {value.map((address) => {
          const valid = isEmailAddress(address);
          return (
            <Tag.Root key={address} size="sm" maxW="100%" colorPalette={valid ? 'gray' : 'red'} variant={valid ? 'subtle' : 'solid'} data-invalid={valid ? undefined : 'true'} title={valid ? undefined : interpolate(t.invalidRecipient, { address })}>
              <Tag.Label>{address}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={interpolate(t.removeRecipient, { address })} disabled={disabled} onClick={() => onChange(value.filter((entry) => entry !== address))} />
              </Tag.EndElement>
            </Tag.Root>
          );
        })}
        <Box flex="1" minW="32">
          <Input
            id={testId}
            aria-label={label}
            role={contacts ? 'combobox' : undefined}
            aria-autocomplete={contacts ? 'list' : undefined}
            aria-expanded={contacts ? open : undefined}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            variant="flushed"
            size="sm"
            border="none"
            value={text}
            disabled={disabled}
            placeholder={value.length === 0 ? t.recipientsPlaceholder : undefined}
            onChange={(event) => {
              const next = event.target.value;
              setActive(-1);
              if (/[,;]/.test(next)) commit(next);
              else setText(next);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              if (text.trim() !== '') commit(text);
            }}
          />
        </Box>
        {open && (
          <Box
            as="ul"
            id={listId}
            role="listbox"
            aria-label={interpolate(t.suggestions, { label })}
            position="absolute"
            top="100%"
            insetInline="0"
            mt="1"
            zIndex="dropdown"
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="md"
            py="1"
            maxH="64"
            overflowY="auto"
            data-testid="recipient-suggestions"
          >
            {suggestions.map((contact, index) => (
              <Box
                as="li"
                key={contact.email}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                px="3"
                py="1.5"
                cursor="pointer"
                bg={index === active ? 'bg.muted' : undefined}
                _hover={{ bg: 'bg.muted' }}
                // Keep the focus in the field, so that choosing does not first commit the typed text.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => commit(contact.email)}
              >
                <Text fontSize="sm" truncate>
                  {contact.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {contact.email}
                </Text>
              </Box>
            ))}
          </Box>
        )}
      </Flex>
    </Flex>
  );
}

/** Contacts whose name or address matches the typed text, from two letters on, 300 ms after typing stops. */
function useContactSearch(text: string): Contact[] {
  const environment = useRelayEnvironment();
  const search = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [found, setFound] = useState<{ search: string; contacts: Contact[] }>({ search: '', contacts: [] });
  useEffect(() => {
    if (search.length < MIN_SEARCH_LENGTH) return undefined;
    const subscription = Observable.from(searchQuery.load())
      .mergeMap((query) => fetchQuery<RecipientInputSearchQuery>(environment, query, { search }, { fetchPolicy: 'network-only' }))
      .subscribe({
      next: (data) =>
        setFound({
          search,
          contacts: (data.clients?.edges ?? []).map((edge) => ({ name: edge.node.fullName ?? edge.node.email ?? '', email: edge.node.email ?? '' })),
        }),
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [environment, search]);
  return found.search === search ? found.contacts : [];
}

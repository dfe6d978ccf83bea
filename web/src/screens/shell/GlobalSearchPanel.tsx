import { Box, Flex, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { GlobalSearchPanelQuery, GlobalSearchPanelQuery$data } from '../../__generated__/GlobalSearchPanelQuery.graphql';
import { SearchIcon } from '../../components/icons';
import { SearchSnippet } from '../../components/SearchSnippet';
import { useDebounced } from '../../components/useDebounced';
import { SEARCH_SELECT_DEBOUNCE_MS } from '../../components/useRecordSearch';
import { allTicketsLabel, moveActive, scopeGroups, searchEntries, type SearchScope } from '../../lib/globalSearch';
import { interpolate } from '../../lib/interpolate';
import { SEARCH_MIN_CHARS, searchHint } from '../../lib/recordForm';

const query = graphql`
  query GlobalSearchPanelQuery($query: String!) {
    globalSearch(query: $query, perKind: 5) {
      groups {
        kind
        label
        total
        items {
          recordId
          title
          subtitle
          snippet
          url
        }
      }
    }
  }
`;

type Groups = GlobalSearchPanelQuery$data['globalSearch']['groups'];

interface Answer {
  for: string;
  groups: Groups | null;
}

/**
 * The search field and its results, grouped by kind. Focus stays in the field: the arrow keys
 * move the highlighted entry and Enter opens it (the combobox pattern). The scope names the kinds
 * shown and where their hits and the link to all tickets lead.
 */
export function GlobalSearchPanel({ scope, onOpen }: { scope: SearchScope; onOpen: (url: string) => void }) {
  const { texts, kinds } = scope;
  const environment = useRelayEnvironment();
  const ids = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_SELECT_DEBOUNCE_MS);
  const ready = search.length >= SEARCH_MIN_CHARS;
  const [answer, setAnswer] = useState<Answer>({ for: '', groups: [] });
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!ready) return undefined;
    const subscription = fetchQuery<GlobalSearchPanelQuery>(environment, query, { query: search }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        setAnswer({ for: search, groups: data.globalSearch.groups });
        setActive(-1);
      },
      error: () => setAnswer({ for: search, groups: null }),
    });
    return () => subscription.unsubscribe();
  }, [environment, search, ready]);

  // The last results stay on screen while the next ones load.
  const groups = useMemo(() => (ready ? answer.groups && scopeGroups(answer.groups, kinds) : []), [ready, answer.groups, kinds]);
  const entries = useMemo(() => searchEntries(groups ?? [], answer.for, scope.ticketListPath), [groups, answer.for, scope.ticketListPath]);
  const loading = text.trim().length >= SEARCH_MIN_CHARS && (text.trim() !== search || answer.for !== search);
  const optionId = (index: number) => `${ids}-option-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${ids}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, ids]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, entries.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const entry = entries[active] ?? entries[0];
      if (entry) {
        event.preventDefault();
        onOpen(entry.url);
      }
    }
  };

  const hint = searchHint(text, texts.more);
  // Options are numbered in the order searchEntries lists them.
  let index = 0;
  const option = (content: ReactNode) => {
    const position = index++;
    const selected = position === active;
    const url = entries[position]?.url ?? '';
    return (
      <Box
        key={position}
        id={optionId(position)}
        role="option"
        aria-selected={selected}
        px="3"
        py="2"
        borderRadius="md"
        cursor="pointer"
        bg={selected ? 'blue.subtle' : undefined}
        _hover={{ bg: selected ? 'blue.subtle' : 'bg.muted' }}
        onMouseMove={() => position !== active && setActive(position)}
        onClick={() => onOpen(url)}
        data-testid="global-search-option"
      >
        {content}
      </Box>
    );
  };

  return (
    <Stack gap="3" minH="0" flex="1">
      <InputGroup startElement={<SearchIcon />} endElement={loading ? <Spinner size="xs" color="fg.muted" /> : undefined}>
        <Input
          data-global-search-input
          type="search"
          size="lg"
          value={text}
          placeholder={texts.placeholder}
          aria-label={texts.label}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={entries.length > 0}
          aria-controls={`${ids}-listbox`}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </InputGroup>
      <Box id={`${ids}-listbox`} role="listbox" aria-label={texts.results} overflowY="auto" minH="0" flex="1" aria-busy={loading || undefined}>
        {hint !== null && text.trim() !== '' && (
          <Text color="fg.muted" fontSize="sm" px="3">
            {hint}
          </Text>
        )}
        {ready && groups === null && (
          <Text color="fg.error" fontSize="sm" px="3">
            {texts.failed}
          </Text>
        )}
        {ready && !loading && groups?.length === 0 && (
          <Text color="fg.muted" fontSize="sm" px="3" data-testid="global-search-empty">
            {interpolate(texts.empty, { query: answer.for })}
          </Text>
        )}
        <Stack gap="4">
          {groups?.map((group) => (
            <Box key={group.kind} role="group" aria-labelledby={`${ids}-${group.kind}`} data-testid={`global-search-group-${group.kind}`}>
              <Flex id={`${ids}-${group.kind}`} justify="space-between" align="baseline" px="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                <span>{group.label}</span>
                <span>{group.total}</span>
              </Flex>
              {group.items.map((item) =>
                option(
                  <>
                    <Text fontWeight="medium" truncate>
                      {item.title}
                    </Text>
                    {item.subtitle && (
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {item.subtitle}
                      </Text>
                    )}
                    {item.snippet && <SearchSnippet snippet={item.snippet} mt="0.5" />}
                  </>,
                ),
              )}
              {group.kind === 'tickets' &&
                option(
                  <Text fontSize="sm" color="blue.fg" fontWeight="medium" data-testid="global-search-all-tickets">
                    {allTicketsLabel(group.total, texts)}
                  </Text>,
                )}
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

import { Box, Combobox, Portal, Spinner, useListCollection } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { nlFilters } from '../../i18n/nl/filters';
import { nlForm } from '../../i18n/nl/form';
import { searchHint, type RelationValue } from '../../lib/recordForm';
import { useRecordSearch } from '../useRecordSearch';
import type { FieldFilter } from '../../lib/filters';
import type { RelationLookup } from './types';

interface RelationSelectProps {
  id?: string;
  lookup: RelationLookup;
  value: RelationValue | null;
  onChange: (value: RelationValue | null) => void;
  invalid?: boolean;
  placeholder?: string;
  /** Records already chosen elsewhere (a multi-select) are not offered again. */
  exclude?: readonly number[];
  /** Empty the input after choosing (adding to a multi-select). */
  clearOnSelect?: boolean;
  ariaLabel?: string;
  /** Inside a modal dialog the list stays in the dialog, where the dialog keeps focus and screen readers. */
  inDialog?: boolean;
  /** Only records meeting these filters; the list then shows them on opening, before anything is typed. */
  filter?: readonly FieldFilter[] | null;
}

/**
 * A search select over records of another type: at least 2 characters ('Nog n letter(s)...'),
 * 300 ms after the last key stroke (spec core §5).
 */
export function RelationSelect(props: RelationSelectProps) {
  // A new choice starts a fresh combobox showing its label: the combobox does not reliably
  // replace what was typed in a focused input.
  const key = props.clearOnSelect ? (props.exclude ?? []).join(',') : String(props.value?.id ?? '');
  return <RelationCombobox key={key} {...props} />;
}

function RelationCombobox({ id, lookup, value, onChange, invalid, placeholder, exclude, clearOnSelect, ariaLabel, inDialog, filter }: RelationSelectProps) {
  const [text, setText] = useState(value?.label ?? '');
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  // Narrowed, the list is short enough to show on opening; the chosen label is not a search then.
  const narrowed = Boolean(filter && filter.length > 0);
  const { results, loading } = useRecordSearch(lookup.search, typing ? text : '', typing || (narrowed && open), narrowed ? filter : null);
  const excluded = exclude?.join(',') ?? '';
  const items = useMemo(() => {
    const skip = new Set(excluded.split(',').filter(Boolean).map(Number));
    const list = results.filter((r) => !skip.has(r.id));
    // The chosen record stays in the collection, so the combobox can always resolve it.
    if (value && !list.some((r) => r.id === value.id)) list.push(value);
    return list;
  }, [results, value, excluded]);
  const { collection, set } = useListCollection<RelationValue>({
    initialItems: items,
    itemToString: (item) => item.label,
    itemToValue: (item) => String(item.id),
  });
  useEffect(() => set(items), [items, set]);

  const hint = typing ? searchHint(text) : null;
  // While typing, the list shows what the search found, not the chosen record.
  const shown = typing ? collection.items.filter((item) => item.id !== value?.id || results.some((r) => r.id === item.id)) : collection.items;

  return (
    <Combobox.Root
      collection={collection}
      value={value ? [String(value.id)] : []}
      defaultInputValue={clearOnSelect ? '' : (value?.label ?? '')}
      invalid={invalid}
      open={open}
      openOnClick
      selectionBehavior={clearOnSelect ? 'clear' : 'replace'}
      onInputValueChange={(details) => {
        // Only the user's typing searches; the combobox filling in a label does not.
        if (details.reason !== 'input-change') return;
        setTyping(true);
        setText(details.inputValue);
        setOpen(true);
      }}
      onValueChange={(details) => {
        setTyping(false);
        const chosen = details.items[0] ?? null;
        onChange(chosen);
      }}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) setTyping(false);
      }}
      positioning={{ sameWidth: true }}
    >
      <Combobox.Control>
        <Combobox.Input id={id} placeholder={placeholder ?? nlFilters.searchOptions} aria-label={ariaLabel} />
        <Combobox.IndicatorGroup>
          {loading && <Spinner size="xs" />}
          {!clearOnSelect && value && <Combobox.ClearTrigger aria-label={nlForm.clearSelection} />}
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal disabled={inDialog}>
        <Combobox.Positioner>
          <Combobox.Content>
            {shown.length === 0 && (
              <Box px="2" py="1.5" fontSize="sm" color="fg.muted">
                {hint ?? (loading ? nlForm.searching : nlForm.noResults)}
              </Box>
            )}
            {shown.map((item) => (
              <Combobox.Item item={item} key={item.id}>
                <Combobox.ItemText>{item.label}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

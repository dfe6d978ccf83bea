import { Box, Checkbox, Input, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { nlCloudLicences } from '../../i18n/nl/cloudLicences';
import { nlFilters } from '../../i18n/nl/filters';
import { nlForm } from '../../i18n/nl/form';
import { BOOLEAN_OPTIONS, DATE_OPTIONS, DIFFERENCE_OPTIONS, ME, NONE, UNCHANGED_OPTIONS, type FilterValue } from '../../lib/filters';
import type { SelectOption } from '../../lib/recordForm';
import { searchHint } from '../../lib/recordForm';
import type { OperationSource } from '../../relay/lazyOperation';
import { useViewer } from '../../relay/viewer';
import { useCatalogOptions } from '../useCatalogOptions';
import { SEARCH_DEBOUNCE_MS } from '../SearchInput';
import { useRecordSearch } from '../useRecordSearch';
import type { ColumnFilterDefinition } from './types';

interface FilterEditorProps {
  filter: ColumnFilterDefinition;
  /** The column's header, for labels. */
  label: string;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  /** Apply typed text at once (a form with its own Apply button) instead of after 250 ms. */
  immediate?: boolean;
  autoFocus?: boolean;
}

/** The filter of one column, in the editor its kind asks for (spec core §3, "Filters"). */
export function FilterEditor(props: FilterEditorProps) {
  switch (props.filter.kind) {
    case 'text':
    case 'number':
      return <TextFilter {...props} />;
    case 'select':
      if (props.filter.search) return <SearchSelectFilter {...props} />;
      if (props.filter.catalog) return <CatalogFilter {...props} catalog={props.filter.catalog.query} />;
      return <SelectFilter {...props} />;
    case 'date':
      return <OptionFilter {...props} options={DATE_OPTIONS.map((o) => ({ value: o, label: nlFilters.date[o] }))} />;
    case 'statusUnchanged':
      return (
        <Stack gap="2">
          <Text fontSize="xs" color="fg.muted">
            {nlFilters.unchangedHint}
          </Text>
          <OptionFilter {...props} options={UNCHANGED_OPTIONS.map((o) => ({ value: o, label: nlFilters.unchanged[o] }))} />
        </Stack>
      );
    case 'difference':
      return <OptionFilter {...props} options={DIFFERENCE_OPTIONS.map((o) => ({ value: o, label: nlCloudLicences.differenceOptions[o] }))} />;
    case 'boolean':
      return <OptionFilter {...props} options={BOOLEAN_OPTIONS.map((o) => ({ value: o, label: o === 'true' ? nlFilters.yes : nlFilters.no }))} />;
  }
}

function single(value: FilterValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : (value[0] ?? '');
}

function many(value: FilterValue | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? (value ? [value] : []) : value;
}

/** Text filters apply 250 ms after the last key stroke (spec core §9). */
function TextFilter({ filter, label, value, onChange, immediate, autoFocus }: FilterEditorProps) {
  const [text, setText] = useState(single(value));
  const committed = useRef(single(value));
  useEffect(() => {
    const outside = single(value);
    if (outside !== committed.current) {
      committed.current = outside;
      setText(outside);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === committed.current.trim()) return undefined;
    if (immediate) {
      committed.current = text;
      onChange(text.trim() ? text : undefined);
      return undefined;
    }
    const timer = setTimeout(() => {
      committed.current = text;
      onChange(text.trim() ? text : undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange, immediate]);
  return (
    <Input
      size="sm"
      autoFocus={autoFocus}
      aria-label={label}
      inputMode={filter.kind === 'number' ? 'decimal' : undefined}
      placeholder={filter.kind === 'number' ? nlFilters.numberPlaceholder : nlFilters.textPlaceholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

function OptionFilter({ label, value, onChange, options }: FilterEditorProps & { options: readonly SelectOption[] }) {
  const current = single(value);
  return (
    <RadioGroup.Root
      size="sm"
      aria-label={label}
      value={current || 'any'}
      onValueChange={(details) => onChange(details.value && details.value !== 'any' ? details.value : undefined)}
    >
      <Stack gap="1.5">
        {[{ value: 'any', label: nlFilters.any }, ...options].map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function useSpecialOptions(filter: ColumnFilterDefinition): SelectOption[] {
  const special: SelectOption[] = [];
  if (filter.me === 'viewer') special.push({ value: ME, label: nlFilters.me });
  if (filter.me === 'categories') special.push({ value: ME, label: nlFilters.myCategories });
  if (filter.me === 'line') special.push({ value: ME, label: nlFilters.myLine });
  return special;
}

function toggle(list: readonly string[], option: string, on: boolean): string[] {
  if (!on) return list.filter((v) => v !== option);
  // '(Geen)' excludes the other values, and the other values exclude '(Geen)'.
  if (option === NONE) return [NONE];
  return [...list.filter((v) => v !== NONE && v !== option), option];
}

function CheckList({ label, options, chosen, onChange }: { label: string; options: readonly SelectOption[]; chosen: readonly string[]; onChange: (next: string[]) => void }) {
  return (
    <Stack gap="1.5" role="group" aria-label={label} maxH="64" overflowY="auto" pe="1">
      {options.map((option) => (
        <Checkbox.Root
          key={option.value}
          size="sm"
          checked={chosen.includes(option.value)}
          onCheckedChange={(details) => onChange(toggle(chosen, option.value, details.checked === true))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">{option.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}

function CatalogFilter(props: FilterEditorProps & { catalog: OperationSource }) {
  const options = useCatalogOptions(props.catalog);
  return <SelectFilter {...props} loaded={options} />;
}

function SelectFilter({ filter, label, value, onChange, loaded }: FilterEditorProps & { loaded?: readonly SelectOption[] }) {
  const viewer = useViewer();
  const special = useSpecialOptions(filter);
  const options = useMemo(() => {
    const base = loaded ?? (typeof filter.options === 'function' ? filter.options(viewer) : (filter.options ?? []));
    return [...special, ...base, ...(filter.allowNone ? [{ value: NONE, label: nlFilters.none }] : [])];
  }, [filter, viewer, special, loaded]);
  const [query, setQuery] = useState('');
  const shown = query.trim() ? options.filter((o) => o.label.toLowerCase().includes(query.trim().toLowerCase())) : options;
  const chosen = many(value);
  return (
    <Stack gap="2">
      {options.length > 8 && (
        <Input size="sm" placeholder={nlFilters.searchOptions} aria-label={nlFilters.searchOptions} value={query} onChange={(e) => setQuery(e.target.value)} />
      )}
      {shown.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {nlFilters.noOptions}
        </Text>
      ) : (
        <CheckList label={label} options={shown} chosen={chosen} onChange={(next) => onChange(next.length ? next : undefined)} />
      )}
    </Stack>
  );
}

/** A filter over records of another type: chosen ones stay listed, others are found by typing. */
function SearchSelectFilter({ filter, label, value, onChange }: FilterEditorProps) {
  const special = useSpecialOptions(filter);
  const [text, setText] = useState('');
  const { results, loading } = useRecordSearch(filter.search!.query, text);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const chosen = many(value);
  const options: SelectOption[] = [
    ...special,
    ...chosen.filter((v) => v !== ME && v !== NONE).map((v) => ({ value: v, label: labels[v] ?? `#${v}` })),
    ...results.filter((r) => !chosen.includes(String(r.id))).map((r) => ({ value: String(r.id), label: r.label })),
    ...(filter.allowNone ? [{ value: NONE, label: nlFilters.none }] : []),
  ];
  const hint = searchHint(text);
  return (
    <Stack gap="2">
      <Input size="sm" placeholder={nlFilters.searchOptions} aria-label={label} value={text} onChange={(e) => setText(e.target.value)} />
      <Box minH="5" fontSize="xs" color="fg.muted">
        {hint ?? (loading ? <Spinner size="xs" /> : results.length === 0 ? nlForm.noResults : null)}
      </Box>
      <CheckList
        label={label}
        options={options}
        chosen={chosen}
        onChange={(next) => {
          setLabels((known) => ({ ...known, ...Object.fromEntries(results.map((r) => [String(r.id), r.label])) }));
          onChange(next.length ? next : undefined);
        }}
      />
    </Stack>
  );
}

import { Box, Field, Flex, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ListColumn } from '../../../components/list/types';
import { ColumnFilterPopover } from '../../../components/list/ColumnFilterPopover';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../../components/icons';
import { nlCockpitEditor } from '../../../i18n/nl/cockpitEditor';
import { moveItem } from '../../../lib/columns';
import { interpolate } from '../../../lib/interpolate';
import type { SortDirection } from '../../../lib/order';
import { PAGE_SIZES } from '../../../lib/pagination';
import { addColumn, removeColumn, setColumnFilter, type WidgetDraft } from '../../../lib/widgets';

interface WidgetColumnsEditorProps {
  draft: WidgetDraft;
  definitions: readonly ListColumn<never>[];
  onChange: (draft: WidgetDraft) => void;
  errors: { columns?: string; sort?: string };
}

const t = nlCockpitEditor;

/** The widget's columns from the list's definitions, each with its filter, and the column it sorts on. */
export function WidgetColumnsEditor({ draft, definitions, onChange, errors }: WidgetColumnsEditorProps) {
  const byId = new Map(definitions.map((column) => [column.id, column]));
  const chosen = draft.columns.map((id) => byId.get(id)).filter((column): column is ListColumn<never> => Boolean(column));
  const addable = definitions.filter((column) => !draft.columns.includes(column.id));
  const sortable = chosen.filter((column) => column.sortField);

  return (
    <Stack gap="4">
      <Field.Root required invalid={Boolean(errors.columns)}>
        <Field.Label>{t.columns}</Field.Label>
        <Stack gap="1" w="full" data-testid="widget-columns">
          {chosen.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t.noColumns}
            </Text>
          )}
          {chosen.map((column, index) => (
            <Flex key={column.id} align="center" gap="1" borderWidth="1px" borderRadius="md" ps="3" pe="1" py="0.5" data-testid="widget-column">
              <Text flex="1" fontSize="sm">
                {column.header}
              </Text>
              {column.filter && (
                <ColumnFilterPopover header={column.header} filter={column.filter} value={draft.filters[column.id]} onChange={(value) => onChange(setColumnFilter(draft, column.id, value))} />
              )}
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={interpolate(t.moveUp, { column: column.header })}
                disabled={index === 0}
                onClick={() => onChange({ ...draft, columns: moveItem(draft.columns, draft.columns.indexOf(column.id), -1) })}
              >
                <ArrowUpIcon />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={interpolate(t.moveDown, { column: column.header })}
                disabled={index === chosen.length - 1}
                onClick={() => onChange({ ...draft, columns: moveItem(draft.columns, draft.columns.indexOf(column.id), 1) })}
              >
                <ArrowDownIcon />
              </IconButton>
              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={interpolate(t.removeColumn, { column: column.header })} onClick={() => onChange(removeColumn(draft, column.id))}>
                <TrashIcon />
              </IconButton>
            </Flex>
          ))}
        </Stack>
        {errors.columns && <Field.ErrorText>{errors.columns}</Field.ErrorText>}
      </Field.Root>
      {addable.length > 0 && (
        <Field.Root>
          <Field.Label>{t.addColumn}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value="" onChange={(e) => e.currentTarget.value && onChange(addColumn(draft, e.currentTarget.value))}>
              <option value="">{t.addColumnPlaceholder}</option>
              {addable.map((column) => (
                <option key={column.id} value={column.id}>
                  {column.header}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <HStack gap="3" align="start">
        <Field.Root required invalid={Boolean(errors.sort)} flex="2">
          <Field.Label>{t.sortBy}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.sort?.column ?? ''}
              onChange={(e) => {
                const column = e.currentTarget.value;
                onChange({ ...draft, sort: column ? { column, direction: draft.sort?.direction ?? byId.get(column)?.firstDirection ?? 'ASC' } : null });
              }}
            >
              <option value="">{t.sortPlaceholder}</option>
              {sortable.map((column) => (
                <option key={column.id} value={column.id}>
                  {column.header}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.sort && <Field.ErrorText>{errors.sort}</Field.ErrorText>}
        </Field.Root>
        <Field.Root flex="1" disabled={!draft.sort}>
          <Field.Label>{t.direction}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.sort?.direction ?? 'ASC'}
              onChange={(e) => draft.sort && onChange({ ...draft, sort: { ...draft.sort, direction: e.currentTarget.value as SortDirection } })}
            >
              <option value="ASC">{t.ascending}</option>
              <option value="DESC">{t.descending}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Box maxW="40">
        <Field.Root>
          <Field.Label>{t.perPage}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={draft.perPage} onChange={(e) => onChange({ ...draft, perPage: Number(e.currentTarget.value) })}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Box>
    </Stack>
  );
}

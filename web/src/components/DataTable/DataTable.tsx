import { Box, Card, Flex, Stack, Table, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import './dataTable.css';
import { nlList } from '../../i18n/nl/list';
import { SortHeader, ariaSort } from './SortHeader';
import type { DataColumn, DataTableProps } from './types';

/** Clicks on links, buttons and fields inside a row do their own thing, and selecting text is not a click. */
function isRowClick(event: MouseEvent): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea, label, [role="checkbox"]')) return false;
  return !window.getSelection()?.toString();
}

/**
 * Rows of a list: a table with sortable (and filterable) column headers and row checkboxes,
 * or cards below 768 px. The list screen around it owns the data and the state.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  if (props.rows.length === 0) {
    return (
      <Box borderWidth="1px" borderRadius="md" bg="bg" py="10" textAlign="center" data-testid="list-empty">
        <Text color="fg.muted">{props.emptyText}</Text>
      </Box>
    );
  }
  return props.mobile ? <RowCards {...props} /> : <RowTable {...props} />;
}

/** A native box in a label: one per row, so it must cost no more than the browser's own. */
function RowCheckbox({ checked, onChange, label }: { checked: boolean | 'indeterminate'; onChange: (checked: boolean) => void; label: string }) {
  return (
    <label className="row-check">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked === true}
        ref={(input) => {
          if (input) input.indeterminate = checked === 'indeterminate';
        }}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </label>
  );
}

function toggled(set: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

function RowTable<Row>({ columns, rows, getRowKey, order, onOrderChange, onRowOpen, rowTestId, renderHeaderExtra, selection, fit }: DataTableProps<Row>) {
  const keys = rows.map(getRowKey);
  const selectedHere = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  const all: boolean | 'indeterminate' = selectedHere === 0 ? false : selectedHere === keys.length ? true : 'indeterminate';
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root size="sm" interactive={Boolean(onRowOpen)} tableLayout={fit ? 'fixed' : undefined} width={fit ? 'full' : undefined}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {selection && (
              <Table.ColumnHeader width="2.5rem">
                <RowCheckbox
                  checked={all}
                  label={nlList.selectAll}
                  onChange={(on) => selection.onChange(on ? new Set([...selection.selected, ...keys]) : new Set([...selection.selected].filter((k) => !keys.includes(k))))}
                />
              </Table.ColumnHeader>
            )}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.id} aria-sort={ariaSort(column, order)} width={column.width} whiteSpace="nowrap" overflow={fit ? 'hidden' : undefined} textOverflow={fit ? 'ellipsis' : undefined} title={fit ? column.header : undefined}>
                <Flex align="center" gap="1">
                  <SortHeader column={column} order={order} onOrderChange={onOrderChange} />
                  {renderHeaderExtra?.(column)}
                </Flex>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const key = getRowKey(row);
            const selected = selection?.selected.has(key) ?? false;
            return (
              <tr
                key={key}
                className="data-table-row"
                data-testid={rowTestId}
                data-selected={selected || undefined}
                data-openable={onRowOpen ? true : undefined}
                onClick={onRowOpen ? (event) => isRowClick(event) && onRowOpen(row) : undefined}
              >
                {selection && (
                  <td className="data-table-cell">
                    <RowCheckbox checked={selected} label={nlList.selectRow} onChange={(on) => selection.onChange(toggled(selection.selected, key, on))} />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.id} className="data-table-cell" data-nowrap={column.nowrap || undefined} data-fit={fit || undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function placed<Row>(columns: readonly DataColumn<Row>[], where: DataColumn<Row>['mobile']) {
  return columns.filter((c) => (c.mobile ?? 'meta') === where);
}

function RowCards<Row>({ columns, rows, getRowKey, onRowOpen, rowTestId, selection }: DataTableProps<Row>) {
  const badges = placed(columns, 'badge');
  const titles = placed(columns, 'title');
  const meta = placed(columns, 'meta');
  return (
    <Stack gap="2">
      {rows.map((row) => {
        const key = getRowKey(row);
        const selected = selection?.selected.has(key) ?? false;
        return (
          <Card.Root
            key={key}
            size="sm"
            data-testid={rowTestId}
            borderColor={selected ? 'blue.300' : undefined}
            cursor={onRowOpen ? 'pointer' : undefined}
            _hover={onRowOpen ? { borderColor: 'border.emphasized' } : undefined}
            onClick={onRowOpen ? (event) => isRowClick(event) && onRowOpen(row) : undefined}
          >
            <Card.Body gap="2">
              <Flex gap="2" align="center" wrap="wrap">
                {selection && (
                  <RowCheckbox checked={selected} label={nlList.selectRow} onChange={(on) => selection.onChange(toggled(selection.selected, key, on))} />
                )}
                {badges.map((column) => (
                  <Box key={column.id}>{column.cell(row)}</Box>
                ))}
              </Flex>
              {titles.map((column) => (
                <Text key={column.id} fontWeight="semibold" wordBreak="break-word">
                  {column.cell(row)}
                </Text>
              ))}
              {meta.length > 0 && (
                <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
                  {meta.map((column) => (
                    <Box key={column.id} display="contents">
                      <Text as="dt" color="fg.muted">
                        {column.header}
                      </Text>
                      <Box as="dd" minW="0" overflow="hidden" textOverflow="ellipsis">
                        {column.cell(row)}
                      </Box>
                    </Box>
                  ))}
                </Box>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

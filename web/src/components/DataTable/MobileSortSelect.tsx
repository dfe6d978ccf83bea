import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import { interpolate } from '../../lib/interpolate';
import type { SortDirection, SortOrder } from '../../lib/order';
import { nlList } from '../../i18n/nl/list';

interface MobileSortSelectProps {
  columns: readonly { header: string; sortField?: string }[];
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
  /** Offered first while the list is searched: 'Relevantie'. */
  searchOrder?: SortOrder;
}

const DIRECTIONS: readonly SortDirection[] = ['DESC', 'ASC'];

/** On small screens there are no column headers: the order is picked here (spec §2). */
export function MobileSortSelect({ columns, order, onOrderChange, searchOrder }: MobileSortSelectProps) {
  const id = useId();
  const sortable = columns.filter((c): c is { header: string; sortField: string } => Boolean(c.sortField));
  if (sortable.length === 0) return null;
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label htmlFor={id} srOnly>
        {nlList.sortBy}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          aria-label={nlList.sortBy}
          value={`${order.field}:${order.direction}`}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const colon = value.lastIndexOf(':');
            onOrderChange({ field: value.slice(0, colon), direction: value.slice(colon + 1) as SortDirection });
          }}
        >
          {searchOrder && <option value={`${searchOrder.field}:${searchOrder.direction}`}>{nlList.relevance}</option>}
          {sortable.flatMap((column) =>
            DIRECTIONS.map((direction) => (
              <option key={`${column.sortField}:${direction}`} value={`${column.sortField}:${direction}`}>
                {interpolate(nlList.sortOption, {
                  column: column.header,
                  direction: direction === 'ASC' ? nlList.ascending : nlList.descending,
                })}
              </option>
            )),
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

import { chakra } from '@chakra-ui/react';
import type { SortOrder } from '../../lib/order';
import { nextOrder } from '../../lib/order';
import { SortAscIcon, SortDescIcon, SortNoneIcon } from '../icons';
import type { DataColumn } from './types';

interface SortHeaderProps<Row> {
  column: DataColumn<Row>;
  order: SortOrder;
  onOrderChange: (order: SortOrder) => void;
}

export function ariaSort(column: { sortField?: string }, order: SortOrder): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sortField) return undefined;
  if (column.sortField !== order.field) return 'none';
  return order.direction === 'ASC' ? 'ascending' : 'descending';
}

/** A column header that toggles the order when clicked. */
export function SortHeader<Row>({ column, order, onOrderChange }: SortHeaderProps<Row>) {
  const field = column.sortField;
  if (!field) return <>{column.header}</>;
  const active = order.field === field;
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontWeight="inherit"
      color="inherit"
      cursor="pointer"
      _hover={{ color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px', borderRadius: 'sm' }}
      onClick={() => onOrderChange(nextOrder(order, field, column.firstDirection))}
    >
      {column.header}
      {active ? order.direction === 'ASC' ? <SortAscIcon /> : <SortDescIcon /> : <SortNoneIcon />}
    </chakra.button>
  );
}

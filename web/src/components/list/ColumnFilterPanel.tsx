import { Button, Flex, Popover, Portal, Text } from '@chakra-ui/react';
import { nlFilters } from '../../i18n/nl/filters';
import { isActiveFilter, type FilterValue } from '../../lib/filters';
import type { PressedProps } from '../LoadOnPress';
import { FilterEditor } from './FilterEditor';
import type { ColumnFilterDefinition } from './types';

export interface ColumnFilterPopoverProps {
  header: string;
  filter: ColumnFilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

/** The open filter of a column (ColumnFilterPopover); mounted by the funnel's first press, so it starts open. */
export function ColumnFilterPanel({ header, filter, value, onChange, trigger }: ColumnFilterPopoverProps & PressedProps) {
  const active = isActiveFilter(value);
  return (
    <Popover.Root defaultOpen lazyMount unmountOnExit positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>{trigger({})}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="64" fontWeight="normal">
            <Popover.Arrow />
            <Popover.Body p="3">
              <Flex justify="space-between" align="center" mb="2" gap="2">
                <Text fontWeight="semibold" fontSize="sm">
                  {header}
                </Text>
                {active && (
                  <Button size="2xs" variant="ghost" onClick={() => onChange(undefined)}>
                    {nlFilters.clear}
                  </Button>
                )}
              </Flex>
              <FilterEditor filter={filter} label={header} value={value} onChange={onChange} autoFocus />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

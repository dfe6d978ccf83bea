import { Button, Flex, IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { nl } from '../../i18n/nl';
import { isActiveFilter, type FilterValue } from '../../lib/filters';
import { interpolate } from '../../lib/interpolate';
import { FilterIcon } from '../icons';
import { FilterEditor } from './FilterEditor';
import type { ColumnFilterDefinition } from './types';

interface ColumnFilterPopoverProps {
  header: string;
  filter: ColumnFilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

/** The funnel next to a column header; blue while the column filters the list. */
export function ColumnFilterPopover({ header, filter, value, onChange }: ColumnFilterPopoverProps) {
  const active = isActiveFilter(value);
  const label = interpolate(active ? nl.list.filterActive : nl.list.filterOn, { column: header });
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <IconButton
          aria-label={label}
          title={label}
          size="2xs"
          variant={active ? 'subtle' : 'ghost'}
          colorPalette={active ? 'blue' : 'gray'}
          color={active ? 'blue.600' : 'fg.subtle'}
          data-active={active || undefined}
        >
          <FilterIcon />
        </IconButton>
      </Popover.Trigger>
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
                    {nl.filters.clear}
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

import { IconButton } from '@chakra-ui/react';
import { nlList } from '../../i18n/nl/list';
import { isActiveFilter } from '../../lib/filters';
import { interpolate } from '../../lib/interpolate';
import { FilterIcon } from '../icons';
import { LoadOnPress } from '../LoadOnPress';
import { onDemand } from '../onDemand';
import type { ColumnFilterPopoverProps } from './ColumnFilterPanel';

const panel = onDemand(() => import('./ColumnFilterPanel').then((module) => module.ColumnFilterPanel));

/** The funnel next to a column header; blue while the column filters the list. The filter's code loads on the first press. */
export function ColumnFilterPopover(props: ColumnFilterPopoverProps) {
  const active = isActiveFilter(props.value);
  const label = interpolate(active ? nlList.filterActive : nlList.filterOn, { column: props.header });
  return (
    <LoadOnPress
      view={panel}
      props={props}
      trigger={(handlers) => (
        <IconButton
          aria-label={label}
          title={label}
          size="2xs"
          variant={active ? 'subtle' : 'ghost'}
          colorPalette={active ? 'blue' : 'gray'}
          color={active ? 'blue.600' : 'fg.subtle'}
          data-active={active || undefined}
          {...handlers}
        >
          <FilterIcon />
        </IconButton>
      )}
    />
  );
}

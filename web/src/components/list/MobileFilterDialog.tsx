import { Box, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { nlList } from '../../i18n/nl/list';
import { activeFilters, type ColumnFilters, type FilterValue } from '../../lib/filters';
import { AppDialog } from '../AppDialog';
import { FilterEditor } from './FilterEditor';
import type { ColumnFilterDefinition } from './types';

interface MobileFilterDialogProps {
  open: boolean;
  columns: readonly { id: string; header: string; filter?: ColumnFilterDefinition }[];
  filters: ColumnFilters;
  onClose: () => void;
  onApply: (filters: ColumnFilters) => void;
}

/** Below 768 px the column filters live in one modal (spec core §2). */
export function MobileFilterDialog(props: MobileFilterDialogProps) {
  if (!props.open) return null;
  return <Body {...props} />;
}

function Body({ columns, filters, onClose, onApply }: MobileFilterDialogProps) {
  const [draft, setDraft] = useState<Record<string, FilterValue>>({ ...filters });
  const set = (id: string, value: FilterValue | undefined) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === undefined) delete next[id];
      else next[id] = value;
      return next;
    });
  return (
    <AppDialog
      open
      title={nlList.filters}
      onClose={onClose}
      saveLabel={nlList.applyFilters}
      onSave={() => {
        onApply(activeFilters(draft));
        onClose();
      }}
    >
      <Stack gap="5">
        {columns.map((column) =>
          column.filter ? (
            <Box key={column.id}>
              <Heading as="h3" size="xs" mb="2">
                {column.header}
              </Heading>
              <FilterEditor filter={column.filter} label={column.header} value={draft[column.id]} onChange={(value) => set(column.id, value)} immediate />
            </Box>
          ) : null,
        )}
      </Stack>
    </AppDialog>
  );
}

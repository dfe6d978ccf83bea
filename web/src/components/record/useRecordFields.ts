import { useMemo } from 'react';
import { customFormFields } from '../../lib/customFields';
import { useViewer } from '../../relay/viewer';
import type { FormField } from '../form/types';
import type { RecordConfig } from './types';

/** A record type's own form fields followed by the tenant's custom fields for it. */
export function useRecordFields(config: Pick<RecordConfig<never>, 'fields' | 'customFields'>): readonly FormField[] {
  const viewer = useViewer();
  const rows = viewer.lists.customFields;
  const permissions = viewer.permissions;
  return useMemo(
    () => [...config.fields.filter((field) => !field.visibleFor || field.visibleFor(viewer)), ...customFormFields(rows, config.customFields)],
    // The viewer object changes with every route load; its permissions and lists are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [config.fields, config.customFields, rows, permissions],
  );
}

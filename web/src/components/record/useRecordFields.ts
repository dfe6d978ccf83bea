import { useMemo } from 'react';
import { customFormFields } from '../../lib/customFields';
import { useViewer } from '../../relay/viewer';
import type { FormField } from '../form/types';
import type { RecordConfig } from './types';

/** A record type's own form fields followed by the tenant's custom fields for it. */
export function useRecordFields(config: Pick<RecordConfig<never>, 'fields' | 'customFields'>): readonly FormField[] {
  const viewer = useViewer();
  const rows = viewer.lists.customFields;
  return useMemo(() => [...config.fields, ...customFormFields(rows, config.customFields)], [config.fields, config.customFields, rows]);
}

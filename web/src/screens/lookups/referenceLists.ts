import type { SelectOption } from '../../lib/recordForm';
import type { ViewerInfo, ViewerList } from '../../relay/viewer';

/**
 * Options from one of the reference lists loaded with the viewer (core §3): the record's id and
 * the named field as label, in the list's order.
 */
export function listOptions(viewer: ViewerInfo, list: ViewerList, labelField: string): SelectOption[] {
  return (viewer.lists[list] ?? [])
    .map((item) => {
      const raw = item[labelField] ?? item._label ?? item.name ?? item.label;
      return { value: String(item.id), label: typeof raw === 'string' && raw ? raw : `#${String(item.id)}` };
    })
    .filter((option) => option.value !== 'undefined');
}

/** The options with the current value added when the list lacks it (an inactive operator still assigned). */
export function withCurrent(options: readonly SelectOption[], current: SelectOption | null): readonly SelectOption[] {
  if (!current || options.some((option) => option.value === current.value)) return options;
  return [...options, current];
}

/** Options from a fixed map of value → Dutch label (nl.options). */
export function optionList(labels: Readonly<Record<string, string>>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

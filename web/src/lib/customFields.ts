import type { FormFieldSpec, SelectOption } from './recordForm';

/** A custom field as /auth/me lists it (REST shape). */
interface CustomFieldRow {
  readonly name?: unknown;
  readonly title?: unknown;
  readonly type?: unknown;
  readonly morphable_type?: unknown;
  readonly order?: unknown;
  readonly options?: unknown;
}

const KINDS: Record<number, FormFieldSpec['kind']> = { 0: 'text', 1: 'select', 2: 'date' };

function optionsOf(raw: unknown): SelectOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((option) => {
    if (option === null || typeof option !== 'object') return typeof option === 'string' ? [{ value: option, label: option }] : [];
    const { value, label } = option as { value?: unknown; label?: unknown };
    return value === undefined || value === null ? [] : [{ value: String(value), label: String(label ?? value) }];
  });
}

/**
 * The tenant's custom fields of one record type as form fields (core §3: types 0 text, 1 select,
 * 2 date), in their order; named `custom:{name}` so they never meet a record's own fields.
 */
export function customFormFields(rows: readonly CustomFieldRow[] | undefined, morphType: string | undefined): Array<FormFieldSpec & { options?: SelectOption[] }> {
  if (!morphType || !rows) return [];
  return rows
    .filter((row) => row.morphable_type === morphType && typeof row.name === 'string')
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))
    .map((row) => {
      const kind = KINDS[Number(row.type)] ?? 'text';
      const name = String(row.name);
      return {
        name: `custom:${name}`,
        label: String(row.title ?? name),
        kind,
        custom: name,
        ...(kind === 'select' ? { options: optionsOf(row.options) } : {}),
      };
    });
}

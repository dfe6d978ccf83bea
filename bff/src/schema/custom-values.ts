interface CustomValueRow {
  custom_field: string;
  value: string | null;
  _label?: unknown;
  custom_field_object?: { title?: string; type?: number } | null;
}

/** Custom values travel embedded in their record's REST answer, in the REST service's shape. */
export const customValueResolvers = {
  CustomValue: {
    name: (row: CustomValueRow) => row.custom_field,
    title: (row: CustomValueRow) => row.custom_field_object?.title ?? null,
    type: (row: CustomValueRow) => row.custom_field_object?.type ?? null,
    value: (row: CustomValueRow) => row.value,
    label: (row: CustomValueRow) => (row._label === null || row._label === undefined ? null : String(row._label)),
  },
};

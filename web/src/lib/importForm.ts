/** The values a file column can be imported as (back-office §3); '' leaves the column out. */
export const IMPORT_COLUMN_OPTIONS = ['debtorCode', 'price', 'companyName', 'quantity', 'productCode'] as const;

export interface ImportForm {
  columns: Record<string, string>;
  productCode: string;
  quantity: string;
  invoiceSubject: string;
  invoiceLineDescription: string;
  definitionName: string;
}

export interface ImportFormTexts {
  definitionName: string;
  requiredColumns: string;
  lineDescription: string;
  subject: string;
  defaultProduct: string;
  defaultQuantity: string;
}

/** The import screen's rules (back-office §5), checked before the server checks them again; errors by field. */
export function importFormErrors(form: ImportForm, saveDefinition: boolean, texts: ImportFormTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  const mapped = new Set(Object.values(form.columns).filter(Boolean));
  const blank = (value: string) => value.trim() === '';
  if (saveDefinition && blank(form.definitionName)) errors.definitionName = texts.definitionName;
  if (!mapped.has('debtorCode') || !mapped.has('price')) errors.columns = texts.requiredColumns;
  if (blank(form.invoiceLineDescription)) errors.invoiceLineDescription = texts.lineDescription;
  if (blank(form.invoiceSubject)) errors.invoiceSubject = texts.subject;
  if (!mapped.has('productCode') && blank(form.productCode)) errors.productCode = texts.defaultProduct;
  if (!mapped.has('quantity') && blank(form.quantity)) errors.quantity = texts.defaultQuantity;
  return errors;
}

/** A saved definition's mapping for the columns of this file: headers it does not know stay unmapped. */
export function mappingFor(header: readonly string[], saved: Record<string, string | null> | null | undefined): Record<string, string> {
  return Object.fromEntries(header.map((name) => [name, saved?.[name] ?? '']));
}

/** The config the REST service stores: unmapped columns as null, the defaults only where needed. */
export function importConfig(form: ImportForm): Record<string, unknown> {
  return {
    columns: Object.fromEntries(Object.entries(form.columns).map(([name, option]) => [name, option || null])),
    productCode: form.productCode.trim() || null,
    quantity: form.quantity.trim() === '' ? null : form.quantity.trim().replace(',', '.'),
    invoiceSubject: form.invoiceSubject.trim(),
    invoiceLineDescription: form.invoiceLineDescription.trim(),
  };
}

import { Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { ProjectLineDialogProductQuery } from '../../__generated__/ProjectLineDialogProductQuery.graphql';
import { AppDialog } from '../../components/AppDialog';
import { RelationSelect } from '../../components/form/RelationSelect';
import type { RelationLookup } from '../../components/form/types';
import { nlOptions } from '../../i18n/nl/options';
import { nlProjectLine } from '../../i18n/nl/projectLine';
import { formatCurrency, normalizePriceInput, parsePrice, PRICE_MAX_LENGTH, priceWithTwoDecimals } from '../../lib/price';
import { isTimeLine } from '../../lib/projectPhase';
import { checkProjectLine, isInvoiceable, LINE_DESCRIPTION_MAX, lineTotal, type ProjectLineDraft, type ProjectLineValues } from '../../lib/quoteLines';
import type { RelationValue } from '../../lib/recordForm';
import { optionList } from '../lookups/referenceLists';

const t = nlProjectLine;

/** Articles by code or name, 25 at a time. */
const productSearch = graphql`
  query ProjectLineDialogSearchQuery($search: String) {
    list: products(first: 25, search: $search, filter: [{ field: "archivedAt", operator: IS_NULL }]) {
      edges {
        node {
          databaseId
          label
        }
      }
    }
  }
`;

const productQuery = graphql`
  query ProjectLineDialogProductQuery($id: ID!) {
    record: product(id: $id) {
      databaseId
      productCode
      productName
      priceExcl
    }
  }
`;

const productLookup: RelationLookup = { search: productSearch };
const typeOptions = optionList(nlOptions.projectLineInvoiceType);
const momentOptions = optionList(nlOptions.invoiceMoment);

interface ProjectLineDialogProps {
  title: string;
  initial: ProjectLineDraft;
  saving: boolean;
  serverErrors: Partial<Record<keyof ProjectLineDraft, string>>;
  onSave: (values: ProjectLineValues) => void;
  onClose: () => void;
}

/**
 * One line of a project, quote or template phase (spec back-office §5): picking an article fills
 * code, description and price; the moment shows only for invoiced types; save waits for a valid line.
 */
export function ProjectLineDialog({ title, initial, saving, serverErrors, onSave, onClose }: ProjectLineDialogProps) {
  const environment = useRelayEnvironment();
  const [draft, setDraft] = useState(initial);
  const [product, setProduct] = useState<RelationValue | null>(null);
  const [touched, setTouched] = useState<Partial<Record<keyof ProjectLineDraft, boolean>>>({});
  const checked = checkProjectLine(draft);
  const shown = (name: keyof ProjectLineDraft) => serverErrors[name] ?? (touched[name] ? checked.errors[name] : undefined);
  const set = (name: keyof ProjectLineDraft, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
  };

  const pick = (value: RelationValue | null) => {
    setProduct(value);
    if (!value) return;
    fetchQuery<ProjectLineDialogProductQuery>(environment, productQuery, { id: String(value.id) }).subscribe({
      next: (data) => {
        const record = data.record;
        if (!record) return;
        setDraft((current) => ({
          ...current,
          productCode: record.productCode ?? '',
          description: record.productName ?? current.description,
          price: priceWithTwoDecimals(record.priceExcl ?? 0),
        }));
      },
    });
  };

  const save = () => {
    if (checked.values) onSave(checked.values);
  };

  const field = (name: keyof ProjectLineDraft, label: string, input: ReactNode, required = false) => (
    <Field.Root invalid={Boolean(shown(name))} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      <Field.ErrorText>{shown(name)}</Field.ErrorText>
    </Field.Root>
  );

  const invoiceType = Number(draft.invoiceType);
  const total = lineTotal(parsePrice(draft.quantity), parsePrice(draft.price));

  return (
    <AppDialog open title={title} onClose={onClose} onSave={save} saving={saving} saveDisabled={checked.values === null} size="lg">
      <Stack gap="4" as="form" onSubmit={(event) => { event.preventDefault(); save(); }} data-testid="project-line-form">
        <Field.Root>
          <Field.Label>{t.product}</Field.Label>
          <RelationSelect lookup={productLookup} value={product} onChange={pick} placeholder={t.productPlaceholder} ariaLabel={t.product} inDialog />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {field(
            'invoiceType',
            t.invoiceType,
            <NativeSelect.Root>
              <NativeSelect.Field name="invoiceType" value={draft.invoiceType} onChange={(e) => set('invoiceType', e.target.value)}>
                <option value="">{t.chooseType}</option>
                {typeOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
            true,
          )}
          {isInvoiceable(invoiceType) &&
            field(
              'invoiceMoment',
              t.invoiceMoment,
              <NativeSelect.Root>
                <NativeSelect.Field name="invoiceMoment" value={draft.invoiceMoment} onChange={(e) => set('invoiceMoment', e.target.value)}>
                  {momentOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>,
            )}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {field('productCode', t.productCode, <Input name="productCode" value={draft.productCode} maxLength={50} onChange={(e) => set('productCode', e.target.value)} />, true)}
          {field(
            'description',
            t.description,
            <Input name="description" value={draft.description} maxLength={LINE_DESCRIPTION_MAX + 15} onChange={(e) => set('description', e.target.value)} />,
            true,
          )}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          {field(
            'quantity',
            isTimeLine(invoiceType) ? t.hours : t.quantity,
            <Input name="quantity" inputMode="decimal" value={draft.quantity} maxLength={PRICE_MAX_LENGTH} onChange={(e) => set('quantity', normalizePriceInput(e.target.value))} />,
            true,
          )}
          {field('price', t.price, <Input name="price" inputMode="decimal" value={draft.price} maxLength={PRICE_MAX_LENGTH} onChange={(e) => set('price', normalizePriceInput(e.target.value))} />, true)}
          <Field.Root readOnly>
            <Field.Label>{t.total}</Field.Label>
            <Text py="2" fontVariantNumeric="tabular-nums" data-testid="line-form-total">
              {formatCurrency(total)}
            </Text>
          </Field.Root>
        </SimpleGrid>
        <button type="submit" hidden />
      </Stack>
    </AppDialog>
  );
}

import { Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { UsedProductDialogProductQuery } from '../../../__generated__/UsedProductDialogProductQuery.graphql';
import { AppDialog } from '../../../components/AppDialog';
import { RelationSelect } from '../../../components/form/RelationSelect';
import type { RelationLookup } from '../../../components/form/types';
import { nlTicketWork } from '../../../i18n/nl/ticketWork';
import { normalizePriceInput, PRICE_MAX_LENGTH, priceWithTwoDecimals } from '../../../lib/price';
import type { RelationValue } from '../../../lib/recordForm';
import { checkUsedProduct, type UsedProductDraft, type UsedProductValues } from '../../../lib/ticketWork';

const t = nlTicketWork.products;

/** Articles by code or name, 25 at a time (spec core §7 lookups). */
const productSearch = graphql`
  query UsedProductDialogSearchQuery($search: String) {
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
  query UsedProductDialogProductQuery($id: ID!) {
    record: product(id: $id) {
      databaseId
      label
      productCode
      productName
      priceExcl
    }
  }
`;

const productLookup: RelationLookup = { search: productSearch };

interface UsedProductDialogProps {
  title: string;
  initial: UsedProductDraft;
  saving: boolean;
  /** Errors of the last save as the server gave them, per draft field. */
  serverErrors: Partial<Record<keyof UsedProductDraft, string>>;
  onSave: (values: UsedProductValues) => void;
  onClose: () => void;
}

/** Date, article, description, quantity and price of one used product. */
export function UsedProductDialog({ title, initial, saving, serverErrors, onSave, onClose }: UsedProductDialogProps) {
  const environment = useRelayEnvironment();
  const [draft, setDraft] = useState(initial);
  const [product, setProduct] = useState<RelationValue | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof UsedProductDraft, string>>>({});
  const shown = { ...serverErrors, ...errors };
  const set = (name: keyof UsedProductDraft, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  // Picking an article fills its code, name and price (spec back-office §5, project lines alike).
  const pick = (value: RelationValue | null) => {
    setProduct(value);
    if (!value) return;
    fetchQuery<UsedProductDialogProductQuery>(environment, productQuery, { id: String(value.id) }).subscribe({
      next: (data) => {
        const record = data.record;
        if (!record) return;
        setDraft((current) => ({
          ...current,
          productCode: record.productCode ?? '',
          description: record.productName ?? current.description,
          price: priceWithTwoDecimals(record.priceExcl ?? 0),
        }));
        setErrors({});
      },
    });
  };

  const save = () => {
    const checked = checkUsedProduct(draft);
    setErrors(checked.errors);
    if (checked.values) onSave(checked.values);
  };

  const field = (name: keyof UsedProductDraft, label: string, input: React.ReactNode, required = false) => (
    <Field.Root invalid={Boolean(shown[name])} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      <Field.ErrorText>{shown[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <AppDialog open title={title} onClose={onClose} onSave={save} saving={saving}>
      <Stack gap="4" as="form" onSubmit={(event) => { event.preventDefault(); save(); }} data-testid="used-product-form">
        <Field.Root>
          <Field.Label>{t.product}</Field.Label>
          <RelationSelect lookup={productLookup} value={product} onChange={pick} placeholder={t.productPlaceholder} ariaLabel={t.product} inDialog />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {field('executedAt', t.date, <Input type="date" name="executedAt" value={draft.executedAt} onChange={(e) => set('executedAt', e.target.value)} />, true)}
          {field('productCode', t.productCode, <Input name="productCode" value={draft.productCode} maxLength={50} onChange={(e) => set('productCode', e.target.value)} />)}
        </SimpleGrid>
        {field('description', t.description, <Input name="description" value={draft.description} maxLength={255} onChange={(e) => set('description', e.target.value)} />, true)}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {field('quantity', t.quantity, <Input name="quantity" inputMode="decimal" value={draft.quantity} maxLength={PRICE_MAX_LENGTH} onChange={(e) => set('quantity', normalizePriceInput(e.target.value))} />, true)}
          {field('price', t.price, <Input name="price" inputMode="decimal" value={draft.price} maxLength={PRICE_MAX_LENGTH} onChange={(e) => set('price', normalizePriceInput(e.target.value))} />)}
        </SimpleGrid>
        <button type="submit" hidden />
      </Stack>
    </AppDialog>
  );
}

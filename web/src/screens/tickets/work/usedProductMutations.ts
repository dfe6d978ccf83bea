import { graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import { runAction } from '../../../relay/commit';

export const createUsedProduct = graphql`
  mutation usedProductMutationsCreateMutation($input: CreateUsedProductInput!) {
    result: createUsedProduct(input: $input) {
      record: usedProduct {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const updateUsedProduct = graphql`
  mutation usedProductMutationsUpdateMutation($input: UpdateUsedProductInput!) {
    result: updateUsedProduct(input: $input) {
      record: usedProduct {
        id
        databaseId
        label
        executedAt
        productCode
        description
        quantity
        price
        total
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const deleteUsedProduct = graphql`
  mutation usedProductMutationsDeleteMutation($input: RecordIdInput!) {
    result: deleteUsedProduct(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

// What invoicing and de-invoicing answer alike (the lines with their invoice, the server's text,
// refusals); both mutations spread it unmasked, so the payload reads as plain fields.
const payloadFields = graphql`
  fragment usedProductMutations_invoicing on UsedProductInvoicingPayload {
    message
    usedProducts {
      id
      invoiceId
      invoice {
        id
        exportedAt
      }
    }
    userErrors {
      field
      message
    }
  }
`;

const invoiceMutation = graphql`
  mutation usedProductMutationsInvoiceMutation($input: UsedProductIdsInput!) {
    result: invoiceUsedProducts(input: $input) {
      ...usedProductMutations_invoicing @relay(mask: false)
    }
  }
`;

const deinvoiceMutation = graphql`
  mutation usedProductMutationsDeinvoiceMutation($input: UsedProductIdsInput!) {
    result: deinvoiceUsedProducts(input: $input) {
      ...usedProductMutations_invoicing @relay(mask: false)
    }
  }
`;

const invoicing = { invoice: invoiceMutation, deinvoice: deinvoiceMutation };

/** Puts used products on the concept invoice, or takes them off; the store follows from the payload, one toast tells. */
export async function runInvoicing(environment: Environment, action: 'invoice' | 'deinvoice', ids: readonly string[]): Promise<void> {
  await runAction(environment, invoicing[action], { ids });
}

import { graphql } from 'react-relay';
import { commitMutation, type Environment } from 'relay-runtime';
import type { usedProductMutationsInvoiceMutation$data } from '../../../__generated__/usedProductMutationsInvoiceMutation.graphql';
import type { UserErrorLike } from '../../../lib/userErrors';

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

const invoiceMutation = graphql`
  mutation usedProductMutationsInvoiceMutation($input: UsedProductIdsInput!) {
    result: invoiceUsedProducts(input: $input) {
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
  }
`;

const deinvoiceMutation = graphql`
  mutation usedProductMutationsDeinvoiceMutation($input: UsedProductIdsInput!) {
    result: deinvoiceUsedProducts(input: $input) {
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
  }
`;

export interface InvoicingResult {
  message: string | null;
  userErrors: UserErrorLike[];
}

/** Puts used products on the concept invoice, or takes them off; the store follows from the payload. */
export function runInvoicing(environment: Environment, action: 'invoice' | 'deinvoice', ids: readonly string[]): Promise<InvoicingResult> {
  return new Promise((resolve, reject) => {
    commitMutation(environment, {
      mutation: action === 'invoice' ? invoiceMutation : deinvoiceMutation,
      variables: { input: { ids } },
      onCompleted: (response) => {
        const result = (response as usedProductMutationsInvoiceMutation$data).result;
        resolve({ message: result.message ?? null, userErrors: [...result.userErrors] });
      },
      onError: reject,
    });
  });
}

import { commitMutation, graphql, type Environment, type GraphQLTaggedNode } from 'relay-runtime';
import { notify, notifyValidation } from '../../../components/toaster';
import type { UserErrorLike } from '../../../lib/userErrors';
import { reportMutationFailure } from '../../../relay/errors';


export const pickUpMutation = graphql`
  mutation ticketActionMutationsPickUpMutation($input: TicketActionInput!) {
    result: pickUpTicket(input: $input) {
      ticket {
        statusId
        updatedAt
        archivedAt
        deletedAt
        ...TicketActions_ticket
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export const closeMutation = graphql`
  mutation ticketActionMutationsCloseMutation($input: CloseTicketsInput!) {
    result: closeTickets(input: $input) {
      tickets {
        statusId
        updatedAt
        archivedAt
        deletedAt
        ...TicketActions_ticket
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export const archiveMutation = graphql`
  mutation ticketActionMutationsArchiveMutation($input: TicketIdsInput!) {
    result: archiveTickets(input: $input) {
      tickets {
        statusId
        updatedAt
        archivedAt
        deletedAt
        ...TicketActions_ticket
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export const restoreMutation = graphql`
  mutation ticketActionMutationsRestoreMutation($input: TicketIdsInput!) {
    result: restoreTickets(input: $input) {
      tickets {
        statusId
        updatedAt
        archivedAt
        deletedAt
        ...TicketActions_ticket
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export const assignMutation = graphql`
  mutation ticketActionMutationsAssignMutation($input: AssignTicketsInput!) {
    result: assignTickets(input: $input) {
      tickets {
        statusId
        updatedAt
        archivedAt
        deletedAt
        ...TicketActions_ticket
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export const mergeMutation = graphql`
  mutation ticketActionMutationsMergeMutation($input: TicketIdsInput!) {
    result: mergeTickets(input: $input) {
      ticket {
        id
        databaseId
        statusId
        updatedAt
        archivedAt
        deletedAt
        ...TicketActions_ticket
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export const cloneMutation = graphql`
  mutation ticketActionMutationsCloneMutation($input: CloneTicketInput!) {
    result: cloneTicket(input: $input) {
      isTemplate
      ticket {
        id
        databaseId
      }
      template {
        id
        databaseId
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export const makeDealMutation = graphql`
  mutation ticketActionMutationsMakeDealMutation($input: TicketActionInput!) {
    result: makeDealFromTicket(input: $input) {
      deal {
        id
        databaseId
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export const applyTemplateMutation = graphql`
  mutation ticketActionMutationsApplyTemplateMutation($input: ApplyTicketTemplateInput!) {
    result: applyTicketTemplate(input: $input) {
      ticket {
        description
        lineType
        priorityId
        statusId
        updatedAt
        archivedAt
        deletedAt
        ...TicketActions_ticket
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export const moveToInvoiceMutation = graphql`
  mutation ticketActionMutationsMoveToInvoiceMutation($input: MoveTicketToInvoiceInput!) {
    result: moveTicketToInvoice(input: $input) {
      ticket {
        statusId
        updatedAt
        archivedAt
        deletedAt
        ...TicketActions_ticket
      }
      message
      userErrors {
        field
        message
      }
    }
  }
`;

export interface ActionResult {
  message?: string | null;
  userErrors: readonly UserErrorLike[];
  [key: string]: unknown;
}

/**
 * Runs a ticket action: refusals become the validation toast, failures the error toast, success
 * the server's text as a success toast (unless quiet: a group reports once). Resolves with the
 * payload on success, else null.
 */
export function runTicketAction(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  input: Record<string, unknown>,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<ActionResult | null> {
  return new Promise((resolve) => {
    commitMutation(environment, {
      mutation,
      variables: { input },
      onCompleted: (response) => {
        const result = (response as { result?: ActionResult | null }).result;
        if (!result) return resolve(null);
        if (result.userErrors.length > 0) {
          notifyValidation(result.userErrors);
          return resolve(null);
        }
        if (result.message && !quiet) notify('success', result.message);
        resolve(result);
      },
      onError: (error) => {
        reportMutationFailure(error);
        resolve(null);
      },
    });
  });
}

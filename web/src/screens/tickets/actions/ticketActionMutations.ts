import { graphql } from 'relay-runtime';

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

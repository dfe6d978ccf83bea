import { graphql } from 'relay-runtime';

export const createMutation = graphql`
  mutation TicketRecordCreateMutation($input: CreateTicketInput!) {
    result: createTicket(input: $input) {
      record: ticket {
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

export const updateMutation = graphql`
  mutation TicketRecordUpdateMutation($input: UpdateTicketInput!) {
    result: updateTicket(input: $input) {
      record: ticket {
        id
        databaseId
        label
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const archiveMutation = graphql`
  mutation TicketRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveTicket(input: $input) {
      record: ticket {
        id
        archivedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const restoreMutation = graphql`
  mutation TicketRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreTicket(input: $input) {
      record: ticket {
        id
        archivedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const deleteMutation = graphql`
  mutation TicketRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteTicket(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

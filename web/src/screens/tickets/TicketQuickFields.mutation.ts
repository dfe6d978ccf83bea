import { graphql } from 'relay-runtime';

export const mutation = graphql`
  mutation TicketQuickFieldsMutation($input: UpdateTicketInput!) {
    updateTicket(input: $input) {
      ticket {
        id
        statusId
        priorityId
        updatedAt
        statusChangedAt
        slaStatus
        resolvedAt
        status {
          id
          name
          internalType
        }
        priority {
          id
          label
          style
        }
        operator {
          id
          databaseId
          label
          fullName
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

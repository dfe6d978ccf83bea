import { graphql } from 'relay-runtime';

export const mutation = graphql`
  mutation NotSentWarningMutation($input: ResendMessageInput!) {
    resendMessage(input: $input) {
      message {
        id
        isSent
        sendError
      }
      userErrors {
        message
      }
    }
  }
`;

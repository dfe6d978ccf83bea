import { graphql } from 'relay-runtime';

export const mutation = graphql`
  mutation PinMenuItemMutation($input: SetMessagePinnedInput!) {
    setMessagePinned(input: $input) {
      message {
        id
        isPinned
      }
      userErrors {
        message
      }
    }
  }
`;

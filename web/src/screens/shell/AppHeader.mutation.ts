import { graphql } from 'relay-runtime';

export const logoutMutation = graphql`
  mutation AppHeaderLogoutMutation($input: LogoutInput!) {
    logout(input: $input) {
      ok
    }
  }
`;

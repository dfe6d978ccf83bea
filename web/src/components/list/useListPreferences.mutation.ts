import { graphql } from 'relay-runtime';

export const mutation = graphql`
  mutation useListPreferencesMutation($input: SavePreferencesInput!) {
    savePreferences(input: $input) {
      userErrors {
        message
      }
    }
  }
`;

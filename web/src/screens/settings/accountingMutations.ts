import { graphql } from 'react-relay/hooks';
import type { Environment, GraphQLTaggedNode } from 'relay-runtime';
import { notify } from '../../components/toaster';
import { runAction } from '../../relay/commit';
import type { accountingData_settings$key } from '../../__generated__/accountingData_settings.graphql';
import { readAccountingSettings, type AccountingSettings } from './accountingData';

export const updateExactMutation = graphql`
  mutation accountingMutationsUpdateExactMutation($input: UpdateExactOnlineSettingsInput!) {
    result: updateExactOnlineSettings(input: $input) {
      settings {
        ...accountingData_settings
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const startExactMutation = graphql`
  mutation accountingMutationsStartExactMutation($input: StartExactOnlineConnectionInput!) {
    result: startExactOnlineConnection(input: $input) {
      url
      userErrors {
        field
        message
      }
    }
  }
`;

export const finishExactMutation = graphql`
  mutation accountingMutationsFinishExactMutation($input: FinishExactOnlineConnectionInput!) {
    result: finishExactOnlineConnection(input: $input) {
      settings {
        ...accountingData_settings
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const disconnectExactMutation = graphql`
  mutation accountingMutationsDisconnectExactMutation($input: DisconnectAccountingPackageInput!) {
    result: disconnectExactOnline(input: $input) {
      settings {
        ...accountingData_settings
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const updateEboekhoudenMutation = graphql`
  mutation accountingMutationsUpdateEboekhoudenMutation($input: UpdateEboekhoudenSettingsInput!) {
    result: updateEboekhoudenSettings(input: $input) {
      settings {
        ...accountingData_settings
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const disconnectEboekhoudenMutation = graphql`
  mutation accountingMutationsDisconnectEboekhoudenMutation($input: DisconnectAccountingPackageInput!) {
    result: disconnectEboekhouden(input: $input) {
      settings {
        ...accountingData_settings
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const updateMappingsMutation = graphql`
  mutation accountingMutationsUpdateMappingsMutation($input: UpdateAccountingMappingsInput!) {
    result: updateAccountingMappings(input: $input) {
      settings {
        ...accountingData_settings
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Runs a settings mutation: refusals and failures toast, success toasts `saved` and hands back the new settings. */
export async function saveSettings(environment: Environment, mutation: GraphQLTaggedNode, input: Record<string, unknown>, saved: string): Promise<AccountingSettings | null> {
  const result = await runAction(environment, mutation, input, { quiet: true });
  const settings = result?.settings as accountingData_settings$key | null | undefined;
  if (!settings) return null;
  notify('success', saved);
  return readAccountingSettings(settings);
}

import { useCallback, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useRequestExportMutation, RequestExportInput } from '../../__generated__/useRequestExportMutation.graphql';
import { reportMutationFailure } from '../../relay/errors';
import { notify, notifyValidation } from '../toaster';

const mutation = graphql`
  mutation useRequestExportMutation($input: RequestExportInput!) {
    requestExport(input: $input) {
      message
      export {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Asks for an export of a list; the answer ('De export wordt klaargezet...') is a toast. */
export function useRequestExport(): { requestExport: (input: RequestExportInput) => void; busy: boolean } {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const requestExport = useCallback(
    (input: RequestExportInput) => {
      setBusy(true);
      commitMutation<useRequestExportMutation>(environment, {
        mutation,
        variables: { input },
        onCompleted: ({ requestExport: answer }) => {
          setBusy(false);
          if (answer.userErrors.length > 0) notifyValidation(answer.userErrors);
          else if (answer.message) notify('success', answer.message);
        },
        onError: (error) => {
          setBusy(false);
          reportMutationFailure(error);
        },
      });
    },
    [environment],
  );
  return { requestExport, busy };
}

import { Alert, Button } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { NotSentWarning_message$key } from '../../../__generated__/NotSentWarning_message.graphql';
import type { NotSentWarningMutation } from '../../../__generated__/NotSentWarningMutation.graphql';
import { notify } from '../../../components/toaster';
import { nlMessageSending } from '../../../i18n/nl/messageSending';
import { reportMutationFailure } from '../../../relay/errors';
import { useLazyMutation } from '../../../relay/useLazyMutation';
import { lazyOperations } from '../../../relay/lazyOperation';

const fragment = graphql`
  fragment NotSentWarning_message on Message {
    id
    sendError
  }
`;

const mutation = lazyOperations(() => import('./NotSentWarning.mutation'))('mutation');

const t = nlMessageSending;

/** A message the mail server did not take: the warning, the server's reason, and 'Opnieuw verzenden'. */
export function NotSentWarning({ message: messageKey }: { message: NotSentWarning_message$key }) {
  const message = useFragment(fragment, messageKey);
  const [commit, isInFlight] = useLazyMutation<NotSentWarningMutation>(mutation);
  const resend = () =>
    commit({
      variables: { input: { messageId: message.id } },
      onCompleted: (response) => {
        const { userErrors } = response.resendMessage;
        if (userErrors.length > 0) userErrors.forEach((error) => notify('danger', error.message));
        else notify('success', t.sent);
      },
      onError: reportMutationFailure,
    });
  return (
    <Alert.Root status="warning" size="sm" mt="3" data-testid="not-sent">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.notSent}</Alert.Title>
        <Alert.Description>{message.sendError ? `${t.notSentWarning} ${message.sendError}` : t.notSentWarning}</Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" colorPalette="orange" onClick={resend} loading={isInFlight} alignSelf="center">
        {t.resend}
      </Button>
    </Alert.Root>
  );
}

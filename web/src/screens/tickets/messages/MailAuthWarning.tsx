import { Alert } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MailAuthWarning_message$key } from '../../../__generated__/MailAuthWarning_message.graphql';
import { nlMessages } from '../../../i18n/nl/messages';
import { mailAuthSummary } from '../../../lib/mailAuth';

const fragment = graphql`
  fragment MailAuthWarning_message on Message {
    mailAuth
  }
`;

/** A received mail whose sender failed SPF, DKIM or DMARC: it may not come from who it says. */
export function MailAuthWarning({ message: messageKey }: { message: MailAuthWarning_message$key }) {
  const message = useFragment(fragment, messageKey);
  const details = mailAuthSummary(message.mailAuth);
  return (
    <Alert.Root status="warning" size="sm" mb="2" data-testid="mail-auth-failed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{nlMessages.mailAuthFailed}</Alert.Title>
        {details && <Alert.Description fontSize="xs">{details}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

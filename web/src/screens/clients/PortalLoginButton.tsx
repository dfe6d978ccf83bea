import { Button } from '@chakra-ui/react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { PortalLoginButtonMutation } from '../../__generated__/PortalLoginButtonMutation.graphql';
import { notify } from '../../components/toaster';
import { nlPortal } from '../../i18n/nl/portal';
import { reportMutationFailure } from '../../relay/errors';
import { useCan } from '../../relay/viewer';

const mutation = graphql`
  mutation PortalLoginButtonMutation($input: CreatePortalLoginInput!) {
    createPortalLogin(input: $input) {
      url
      userErrors {
        message
      }
    }
  }
`;

/** 'Inloggen als contactpersoon': the portal as this contact in a new window (needs clients.login; not for archived contacts). */
export function PortalLoginButton({ clientId, archived }: { clientId: string; archived: boolean }) {
  const allowed = useCan('clients', 'login');
  const [commit, busy] = useMutation<PortalLoginButtonMutation>(mutation);
  if (!allowed || archived) return null;

  const open = () => {
    // Opened on the click itself, so that no pop-up blocker stops it; the address follows.
    const win = window.open('about:blank', '_blank');
    if (!win) {
      notify('danger', nlPortal.loginAsPopupBlocked);
      return;
    }
    commit({
      variables: { input: { clientId } },
      onCompleted: (answer) => {
        const { url, userErrors } = answer.createPortalLogin;
        if (!url) {
          win.close();
          for (const error of userErrors) notify('danger', error.message);
          return;
        }
        win.opener = null;
        win.location.href = url;
      },
      onError: (error) => {
        win.close();
        reportMutationFailure(error);
      },
    });
  };

  return (
    <Button variant="outline" size="sm" onClick={open} loading={busy}>
      {nlPortal.loginAs}
    </Button>
  );
}

import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MicrosoftSignInEnabledQuery } from '../../__generated__/MicrosoftSignInEnabledQuery.graphql';
import { loginNl } from '../../i18n/login';
import { graphql } from '../../relay/graphqlTag';
import { requestGraphQL } from '../../relay/request';

const enabledQuery = graphql`
  query MicrosoftSignInEnabledQuery {
    microsoftSignInEnabled
  }
`;

const t = loginNl.msgraph;

/**
 * 'Inloggen met Microsoft' on the operators' login, only when Microsoft 365 is set up: a link to
 * the page that leaves for Microsoft's sign-in.
 */
export function MicrosoftSignInButton() {
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    let stale = false;
    requestGraphQL<MicrosoftSignInEnabledQuery>(enabledQuery, {})
      .then((data) => {
        if (!stale) setEnabled(data.microsoftSignInEnabled === true);
      })
      // Without the answer the link stays away: the password login works regardless.
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, []);

  if (!enabled) return null;
  return (
    <RouterLink className="plain-button plain-outline plain-wide" to={SIGN_IN_START_PATH} data-testid="microsoft-sign-in">
      {t.signIn}
    </RouterLink>
  );
}

export const SIGN_IN_START_PATH = '/msgraph/signin';

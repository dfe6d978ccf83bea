import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import '../../theme/plain.css';
import type { LoginScreenMutation } from '../../__generated__/LoginScreenMutation.graphql';
import { notifyLater as notify } from '../../components/notifyLater';
import { errorsOutside } from '../../lib/graphqlErrors';
import { tokenExpiry } from '../../lib/cockpitLive';
import { HOME_PATH, safeRedirect } from '../../lib/redirect';
import { preloadAfterLogin } from '../../routes/appRoutesLoader';
import { PORTAL_HOME, startSession } from '../../routes/guard';
import { loginNl } from '../../i18n/login';
import { graphql } from '../../relay/graphqlTag';
import { reportMutationFailure } from '../../relay/errors';
import { dataOf, sendOperation } from '../../relay/request';
import { clearToken, setToken } from '../../relay/token';
import { takeFirstForm, type FirstFormState } from './firstForm';
import { MicrosoftSignInButton } from './MicrosoftSignIn';

const mutation = graphql`
  mutation LoginScreenMutation($input: LoginInput!, $portal: Boolean!) {
    login(input: $input) {
      accessToken
      expiresIn
      twoFactor
      # The first screen's guard reads these instead of asking again; the cockpit is the back office's.
      viewer {
        ...guard_viewer @relay(mask: false)
        twoFactorRequired
        cockpitSetupCompleted @skip(if: $portal)
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** `guard` portal: the customer portal's login, for contact persons. */
export function LoginScreen({ guard }: { guard?: 'portal' } = {}) {
  const portal = guard === 'portal';
  const [isInFlight, setInFlight] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // After a right password, when the account has two-factor login on: the code step.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const busy = isInFlight || leaving;
  const form = useRef<HTMLFormElement>(null);
  const [takenOver, setTakenOver] = useState<FirstFormState | null>(null);

  // The form index.html drew before this code arrived gives way to this one: what was typed in it
  // stays, and so does the focus. All in one task, so no key press falls in between.
  useLayoutEffect(() => {
    const first = takeFirstForm(document);
    if (!first) return;
    // Typing there did not start the next screen's download yet.
    if (first.email || first.password) preload();
    setEmail(first.email);
    setPassword(first.password);
    setTakenOver(first);
  }, []);
  useLayoutEffect(() => {
    if (!takenOver) return;
    if (takenOver.focused) document.getElementById(takenOver.focused)?.focus();
    if (takenOver.sent) form.current?.requestSubmit();
  }, [takenOver]);

  const target = safeRedirect(searchParams.get('redirect'), portal ? PORTAL_HOME : HOME_PATH);
  const preloaded = useRef(false);
  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloadAfterLogin(target);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // A stale token must not travel along with the login.
    clearToken();
    const otp = askCode ? code.trim() : '';
    setInFlight(true);
    sendOperation(mutation, { input: { username: email.trim(), password, portal, ...(otp ? { otp } : {}) }, portal })
      .then((result) => {
        setInFlight(false);
        // The viewer only spares the guard a question: what of it is refused (before two-factor
        // enrolment, say), the guard asks again and deals with.
        const response = dataOf({ ...result, errors: errorsOutside(result.errors, ['login', 'viewer']) }) as LoginScreenMutation['response'];
        const { accessToken, expiresIn, twoFactor, userErrors, viewer } = response.login;
        if (accessToken) {
          setToken(accessToken, tokenExpiry(expiresIn, Date.now()));
          startSession(accessToken, viewer);
          setLeaving(true);
          navigate(target, { replace: true });
          return;
        }
        if (twoFactor) {
          // The first ask is not an error: the password was right, now the code.
          if (askCode) setCodeError(userErrors.map((error) => error.message).join(' ') || loginNl.errors.generic);
          setAskCode(true);
          setCode('');
          return;
        }
        if (userErrors.length === 0) notify('danger', loginNl.errors.generic);
        for (const error of userErrors) notify('danger', error.message);
      })
      .catch((error: unknown) => {
        setInFlight(false);
        reportMutationFailure(error);
      });
  };

  return (
    <main className="plain-page">
      <div className="plain-column">
        <p className="plain-brand">{loginNl.app.name}</p>
        <div className="plain-card">
          <h1>{portal ? loginNl.portal.loginTitle : loginNl.login.title}</h1>
          <form ref={form} className="plain-form" onSubmit={onSubmit} onInput={preload}>
            {askCode ? (
              <PlainField id="login-otp" label={loginNl.security.loginCode} error={codeError} hint={loginNl.security.loginCodeHelp}>
                <input
                  id="login-otp"
                  className="plain-input"
                  name="otp"
                  autoComplete="one-time-code"
                  inputMode="text"
                  maxLength={11}
                  required
                  aria-invalid={codeError !== null}
                  aria-describedby="login-otp-note"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setCodeError(null);
                  }}
                  autoFocus
                />
              </PlainField>
            ) : (
              <>
                <PlainField id="login-email" label={loginNl.login.email}>
                  <input
                    id="login-email"
                    className="plain-input"
                    type="email"
                    name="username"
                    autoComplete="username"
                    required
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    autoFocus
                  />
                </PlainField>
                <PlainField id="login-password" label={loginNl.login.password}>
                  <LoginPasswordInput key={takenOver ? 'taken-over' : 'own'} id="login-password" value={password} onChange={setPassword} shown={takenOver?.passwordShown} />
                </PlainField>
              </>
            )}
            <button type="submit" className="plain-button plain-wide" disabled={busy} aria-busy={busy}>
              {busy && <span className="plain-spinner" aria-hidden="true" />}
              {loginNl.login.submit}
            </button>
            {!portal && !askCode ? <MicrosoftSignInButton /> : null}
            <RouterLink className="plain-link" to="/password-reset">
              {loginNl.credentials.forgotPassword}
            </RouterLink>
            {askCode && (
              <button
                type="button"
                className="plain-button plain-ghost plain-small"
                onClick={() => {
                  setAskCode(false);
                  setCode('');
                  setCodeError(null);
                  setPassword('');
                }}
              >
                {loginNl.security.loginBack}
              </button>
            )}
          </form>
        </div>
      </div>
    </main>
  );
}

/** A labelled field of the login; its note (`${id}-note`) is the error when there is one, else the hint. */
function PlainField({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string | null; children: ReactNode }) {
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-note`} className="plain-error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-note`} className="plain-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The password with its 'Laat zien' toggle (spec §2), as PasswordInput draws it on the other screens. */
function LoginPasswordInput({ id, value, onChange, shown = false }: { id: string; value: string; onChange: (value: string) => void; shown?: boolean }) {
  const [visible, setVisible] = useState(shown);
  return (
    <div className="plain-input-group">
      <input
        id={id}
        className="plain-input"
        type={visible ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="button" className="plain-button plain-ghost plain-small" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {visible ? loginNl.login.hidePassword : loginNl.login.showPassword}
      </button>
    </div>
  );
}

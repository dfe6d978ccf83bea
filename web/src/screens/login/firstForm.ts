import { loginNl } from '../../i18n/login';
import { getToken } from '../../relay/token';
import { signedOutStart } from '../../routes/signedOutStart';

/**
 * The login form index.html carries, drawn from LoginScreen when the client is built
 * (web/vite.config.ts), so that a signed-out operator can type before the app's code has arrived.
 * A small script of its own (firstFormScript.ts) shows it; the app's LoginScreen takes it over.
 */
export const FIRST_FORM_ID = 'login-first';

/** Whether the app opens on the operators' login: at /login, or at a signed-in address for someone signed out. */
export function opensOperatorLogin(location: { pathname: string; search: string; hash: string }, signedIn: boolean): boolean {
  if (signedIn) return false;
  return location.pathname === '/login' || signedOutStart(location, signedIn) !== null;
}

const field = (root: ParentNode, id: string) => root.querySelector<HTMLInputElement>(`#${id}`);

/**
 * Shows the first form where the app will open the login, and lets it work until the app takes
 * over: a submit is kept for the app to send, and 'Laat zien' shows the password. Elsewhere the form goes.
 */
export function showFirstForm(doc: Document, location: { pathname: string; search: string; hash: string }): void {
  const first = doc.getElementById(FIRST_FORM_ID);
  // The app was quicker and has its own form on the screen.
  if (!first) return;
  if (!opensOperatorLogin(location, getToken() !== null)) {
    first.remove();
    return;
  }
  const form = first.querySelector('form');
  const password = field(first, 'login-password');
  const toggle = first.querySelector<HTMLButtonElement>('button[aria-pressed]');
  const submit = first.querySelector<HTMLButtonElement>('button[type="submit"]');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    form.dataset.sent = 'true';
    // Busy as the app's own button is while a login is under way.
    if (!submit) return;
    submit.disabled = true;
    submit.setAttribute('aria-busy', 'true');
    const spinner = doc.createElement('span');
    spinner.className = 'plain-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    submit.prepend(spinner);
  });
  toggle?.addEventListener('click', () => {
    if (!password) return;
    const shown = password.type === 'password';
    password.type = shown ? 'text' : 'password';
    toggle.setAttribute('aria-pressed', String(shown));
    toggle.textContent = shown ? loginNl.login.hidePassword : loginNl.login.showPassword;
  });
  // Kept on the form itself: the app's form takes the focus as it appears, before it takes over.
  first.addEventListener('focusin', (event) => {
    first.dataset.focused = (event.target as HTMLElement).id;
  });
  first.addEventListener('focusout', (event) => {
    if (!event.relatedTarget) delete first.dataset.focused;
  });
  first.hidden = false;
  field(first, 'login-email')?.focus();
}

/** What was done in the first form before the app took over. */
export interface FirstFormState {
  email: string;
  password: string;
  passwordShown: boolean;
  /** The id of the field that had the focus. */
  focused: string | null;
  /** 'Inloggen' was pressed: the app sends the login. */
  sent: boolean;
}

/** Removes the first form, and tells what was done in it when it was on the screen. */
export function takeFirstForm(doc: Document): FirstFormState | null {
  const first = doc.getElementById(FIRST_FORM_ID);
  if (!first) return null;
  first.remove();
  if (first.hidden) return null;
  const password = field(first, 'login-password');
  return {
    email: field(first, 'login-email')?.value ?? '',
    password: password?.value ?? '',
    passwordShown: password?.type === 'text',
    focused: first.dataset.focused || null,
    sent: first.querySelector('form')?.dataset.sent === 'true',
  };
}

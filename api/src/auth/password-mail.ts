import { escapeHtml } from '../messages/mail-text.ts';

export type PasswordLinkKind = 'invite' | 'reset';

/** How long a link works: an invitation waits a week for its reader, a reset only an hour. */
export const LINK_LIFETIME_MINUTES: Record<PasswordLinkKind, number> = { invite: 7 * 24 * 60, reset: 60 };

/** The web client's page that opens a link. */
export const passwordLinkPath = (token: string) => `/password-reset/${token}`;

/** 32 random bytes in base64url: exactly 43 characters; anything else is no link of ours. */
export const isPasswordLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export interface PasswordMailSource {
  kind: PasswordLinkKind;
  /** Operators work in the back office, contacts in the customer portal. */
  isOperator: boolean;
  /** Contacts with language en get English mail; operators always Dutch. */
  language: string;
  firstName: string;
  email: string;
  tenantName: string;
  /** Who sent the invitation; absent when the system did (a new tenant's administrator). */
  inviterName: string | null;
  url: string;
}

const lifetimeText = (kind: PasswordLinkKind, english: boolean) =>
  kind === 'invite' ? (english ? '7 days' : '7 dagen') : english ? '60 minutes' : '60 minuten';

/** The subject and HTML body of an invitation or reset mail. */
export function passwordMail(source: PasswordMailSource): { subject: string; html: string } {
  const english = !source.isOperator && source.language === 'en';
  const tenant = escapeHtml(source.tenantName);
  const name = escapeHtml(source.firstName.trim());
  const inviter = source.inviterName?.trim() ? escapeHtml(source.inviterName.trim()) : null;
  const button = `<p><a href="${escapeHtml(source.url)}">${
    source.kind === 'reset' ? (english ? 'Choose a new password' : 'Nieuw wachtwoord instellen') : english ? 'Choose your password' : 'Wachtwoord instellen'
  }</a></p>`;
  const validity = english
    ? `<p>The link works once and for ${lifetimeText(source.kind, true)}.</p>`
    : `<p>De link werkt één keer en is ${lifetimeText(source.kind, false)} geldig.</p>`;
  const greeting = english ? `<p>Dear ${name || 'customer'},</p>` : `<p>Beste ${name || 'gebruiker'},</p>`;
  const closing = english ? `<p>Kind regards,<br>${tenant}</p>` : `<p>Met vriendelijke groet,<br>${tenant}</p>`;
  let subject: string;
  let intro: string;
  if (source.kind === 'reset') {
    subject = english ? `Choose a new password for ${source.tenantName}` : `Nieuw wachtwoord voor ${source.tenantName}`;
    intro = english
      ? `<p>We received a request for a new password for ${escapeHtml(source.email)}. Choose a new password with the link below.</p>`
      : `<p>Er is een nieuw wachtwoord aangevraagd voor ${escapeHtml(source.email)}. Via de link hieronder kies je een nieuw wachtwoord.</p>`;
    const ignore = english
      ? '<p>Did you not ask for this? Then ignore this e-mail; your password stays as it is.</p>'
      : '<p>Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft zoals het is.</p>';
    return { subject, html: [greeting, intro, button, validity, ignore, closing].join('') };
  }
  if (source.isOperator) {
    subject = `Uitnodiging voor ${source.tenantName} in Balie`;
    intro = inviter
      ? `<p>${inviter} nodigt je uit om als behandelaar te werken in Balie van ${tenant}. Kies via de link hieronder een wachtwoord; daarna log je in met ${escapeHtml(source.email)}.</p>`
      : `<p>Je bent uitgenodigd als beheerder van Balie voor ${tenant}. Kies via de link hieronder een wachtwoord; daarna log je in met ${escapeHtml(source.email)}.</p>`;
  } else if (english) {
    subject = `Your access to the customer portal of ${source.tenantName}`;
    intro = `<p>${inviter ? `${inviter} of ${tenant} invites you` : `${tenant} invites you`} to the customer portal, where you follow your tickets and quotes. Choose a password with the link below; then log in with ${escapeHtml(source.email)}.</p>`;
  } else {
    subject = `Je toegang tot het klantportaal van ${source.tenantName}`;
    intro = `<p>${inviter ? `${inviter} van ${tenant} nodigt je uit` : `${tenant} nodigt je uit`} voor het klantportaal, waar je je tickets en offertes volgt. Kies via de link hieronder een wachtwoord; daarna log je in met ${escapeHtml(source.email)}.</p>`;
  }
  return { subject, html: [greeting, intro, button, validity, closing].join('') };
}

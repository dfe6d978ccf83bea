import { describe, expect, it } from 'vitest';
import { isPasswordLinkToken, LINK_LIFETIME_MINUTES, passwordLinkPath, passwordMail, type PasswordMailSource } from './password-mail.ts';

const base: PasswordMailSource = {
  kind: 'invite',
  isOperator: true,
  language: 'nl',
  firstName: 'Iris',
  email: 'iris@acme.nl',
  tenantName: 'Acme <IT>',
  inviterName: 'Anna de Vries',
  url: 'https://acme.balie.nl/password-reset/abc',
};

describe('password links', () => {
  it('live a week for an invitation and an hour for a reset', () => {
    expect(LINK_LIFETIME_MINUTES).toEqual({ invite: 7 * 24 * 60, reset: 60 });
  });

  it('are 43 characters of base64url', () => {
    expect(isPasswordLinkToken('a'.repeat(43))).toBe(true);
    expect(isPasswordLinkToken('a'.repeat(42))).toBe(false);
    expect(isPasswordLinkToken(`${'a'.repeat(42)}/`)).toBe(false);
    expect(passwordLinkPath('abc')).toBe('/password-reset/abc');
  });
});

describe('passwordMail', () => {
  it('invites an operator in Dutch, naming who invites and escaping names', () => {
    const mail = passwordMail(base);
    expect(mail.subject).toBe('Uitnodiging voor Acme <IT> in Balie');
    expect(mail.html).toContain('Anna de Vries nodigt je uit om als behandelaar te werken in Balie van Acme &lt;IT&gt;');
    expect(mail.html).toContain('<a href="https://acme.balie.nl/password-reset/abc">Wachtwoord instellen</a>');
    expect(mail.html).toContain('7 dagen geldig');
  });

  it('invites a new tenant’s administrator without an inviter', () => {
    expect(passwordMail({ ...base, inviterName: null }).html).toContain('Je bent uitgenodigd als beheerder van Balie voor Acme &lt;IT&gt;');
  });

  it('invites a contact to the portal in Dutch, or in English for language en', () => {
    expect(passwordMail({ ...base, isOperator: false }).subject).toBe('Je toegang tot het klantportaal van Acme <IT>');
    const english = passwordMail({ ...base, isOperator: false, language: 'en' });
    expect(english.subject).toBe('Your access to the customer portal of Acme <IT>');
    expect(english.html).toContain('Choose your password');
    expect(english.html).toContain('7 days');
  });

  it('keeps operators in Dutch whatever their language', () => {
    expect(passwordMail({ ...base, language: 'en' }).subject).toBe('Uitnodiging voor Acme <IT> in Balie');
  });

  it('offers a reset valid for an hour, saying it may be ignored', () => {
    const mail = passwordMail({ ...base, kind: 'reset', inviterName: null });
    expect(mail.subject).toBe('Nieuw wachtwoord voor Acme <IT>');
    expect(mail.html).toContain('60 minuten geldig');
    expect(mail.html).toContain('kun je deze e-mail negeren');
    expect(passwordMail({ ...base, kind: 'reset', isOperator: false, language: 'en' }).html).toContain('60 minutes');
  });
});

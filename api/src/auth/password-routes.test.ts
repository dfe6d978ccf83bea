import { describe, expect, it } from 'vitest';
import { credentialTexts, resetFormProblems } from './password-routes.ts';

const token = 'a'.repeat(43);

describe('resetFormProblems', () => {
  it('accepts a token, a password under the rules and the same confirmation', () => {
    expect(resetFormProblems({ token, password: 'Nieuw-Wachtwoord-7', password_confirmation: 'Nieuw-Wachtwoord-7' })).toEqual({});
  });

  it('refuses a missing token and password', () => {
    expect(resetFormProblems({})).toEqual({ token: [credentialTexts.invalidLink], password: [credentialTexts.passwordRequired] });
  });

  it('refuses a password against the rules before comparing the confirmation', () => {
    const problems = resetFormProblems({ token, password: 'zonderhoofdletter1!', password_confirmation: 'x' });
    expect(problems.password[0]).toMatch(/^Het wachtwoord moet 8 tot 32 tekens/);
    expect(problems.password_confirmation).toBeUndefined();
  });

  it('refuses a confirmation that differs', () => {
    expect(resetFormProblems({ token, password: 'Nieuw-Wachtwoord-7', password_confirmation: 'Nieuw-Wachtwoord-8' })).toEqual({
      password_confirmation: [credentialTexts.confirmationMismatch],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { passwordProblem } from './people.ts';
import { normalizePhone } from './phone.ts';

describe('passwordProblem', () => {
  it('accepts 8 to 32 characters with upper case, lower case, a digit and a symbol', () => {
    for (const password of ['Balie-demo-2026!', 'Aa1!aaaa', `Aa1!${'a'.repeat(28)}`, 'Ëën-twee-3']) expect(passwordProblem(password), password).toBeNull();
  });

  it.each(['Aa1!aaa', `Aa1!${'a'.repeat(29)}`, 'aa1!aaaa', 'AA1!AAAA', 'Aa!!aaaa', 'Aa11aaaa', 'Aa1 aaaa'])('refuses %s', (password) => {
    expect(passwordProblem(password)).toMatch(/^Het wachtwoord moet 8 tot 32 tekens/);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['06-1234 5678', '0612345678'],
    ['+31 6 12345678', '0612345678'],
    ['+31 (0)6 12345678', '0612345678'],
    ['0031612345678', '0612345678'],
    ['(020) 555 12 34', '0205551234'],
    ['+32 2 555 12 34', '3225551234'],
  ])('reads %s as %s', (input, digits) => {
    expect(normalizePhone(input)).toBe(digits);
  });
});

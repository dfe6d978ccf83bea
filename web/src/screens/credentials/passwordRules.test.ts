import { describe, expect, it } from 'vitest';
import { homeAfterPasswordSet, passwordRuleChecks } from './passwordRules';

describe('passwordRuleChecks', () => {
  it('checks every rule on its own', () => {
    expect(passwordRuleChecks('')).toEqual({ length: false, upper: false, lower: false, digit: false, symbol: false });
    expect(passwordRuleChecks('Balie-demo-2026!')).toEqual({ length: true, upper: true, lower: true, digit: true, symbol: true });
    expect(passwordRuleChecks('Aa1 aaaa')).toMatchObject({ length: true, symbol: false });
    expect(passwordRuleChecks(`Aa1!${'a'.repeat(29)}`).length).toBe(false);
    expect(passwordRuleChecks('ÉÉN-twee-3')).toMatchObject({ upper: true, lower: true, digit: true, symbol: true });
  });
});

describe('homeAfterPasswordSet', () => {
  it('sends contacts to the portal and operators to the cockpit', () => {
    expect(homeAfterPasswordSet(false)).toBe('/portal');
    expect(homeAfterPasswordSet(true)).toBe('/cockpit');
  });
});

/** The password rules of spec §5, as the REST service checks them, per rule for the form's checklist. */
export type PasswordRule = 'length' | 'upper' | 'lower' | 'digit' | 'symbol';

export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'upper', 'lower', 'digit', 'symbol'];

export function passwordRuleChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= 8 && password.length <= 32,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\d/.test(password),
    symbol: /[^\p{L}\d\s]/u.test(password),
  };
}

/** Where a user goes once signed in through a password link: operators to the cockpit, contacts to the portal. */
export const homeAfterPasswordSet = (isOperator: boolean | null | undefined) => (isOperator === false ? '/portal' : '/cockpit');

import { List, Text } from '@chakra-ui/react';
import { nlCredentials } from '../../i18n/nl/credentials';
import { PASSWORD_RULES, passwordRuleChecks } from './passwordRules';

const t = nlCredentials;

/** The §5 rules under the password field, each marked as met while the user types. */
export function PasswordRulesList({ password }: { password: string }) {
  const checks = passwordRuleChecks(password);
  return (
    <div data-testid="password-rules">
      <Text fontSize="sm" color="fg.muted">
        {t.rulesTitle}:
      </Text>
      <List.Root variant="plain" fontSize="sm" gap="0.5">
        {PASSWORD_RULES.map((rule) => (
          <List.Item key={rule} color={checks[rule] ? 'green.700' : 'fg.muted'} data-met={checks[rule]}>
            <span aria-hidden="true">{checks[rule] ? '✓' : '○'}</span>&nbsp;{t.rules[rule]}
            <span className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {` (${checks[rule] ? t.ruleMet : t.ruleOpen})`}
            </span>
          </List.Item>
        ))}
      </List.Root>
    </div>
  );
}

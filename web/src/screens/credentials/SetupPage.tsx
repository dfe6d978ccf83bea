import { Button, Field, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { SetupPageMutation } from '../../__generated__/SetupPageMutation.graphql';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { nlCredentials } from '../../i18n/nl/credentials';
import { nlErrors } from '../../i18n/nl/errors';
import { tokenExpiry } from '../../lib/cockpitLive';
import { reportMutationFailure } from '../../relay/errors';
import { clearToken, setToken } from '../../relay/token';
import { forgetSystemStatus, forgetViewer } from '../../routes/guard';
import { PasswordRulesList } from './PasswordRulesList';
import { PublicCard } from './PublicCard';

const t = nlCredentials;

const mutation = graphql`
  mutation SetupPageMutation($input: SetupSystemInput!) {
    setupSystem(input: $input) {
      accessToken
      expiresIn
      tenant
      userErrors {
        field
        message
      }
    }
  }
`;

const FIELDS = ['name', 'subdomain', 'firstName', 'lastName', 'email', 'password'] as const;
type FieldName = (typeof FIELDS)[number];

/** A subdomain suggested from the company name while the user has not typed one. */
const suggest = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);

/** /setup on an installation without tenants: the company, its administrator, and straight in. */
export function SetupPage() {
  const [values, setValues] = useState<Record<FieldName, string>>({ name: '', subdomain: '', firstName: '', lastName: '', email: '', password: '' });
  const [subdomainTouched, setSubdomainTouched] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'form', string>>>({});
  const [leaving, setLeaving] = useState(false);
  const [commit, inFlight] = useMutation<SetupPageMutation>(mutation);
  const navigate = useNavigate();
  const busy = inFlight || leaving;

  const set = (name: FieldName, value: string) =>
    setValues((current) => ({ ...current, [name]: value, ...(name === 'name' && !subdomainTouched ? { subdomain: suggest(value) } : {}) }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    commit({
      variables: { input: { ...values, name: values.name.trim(), email: values.email.trim() } },
      onCompleted: ({ setupSystem }) => {
        if (!setupSystem.accessToken) {
          setErrors(Object.fromEntries(setupSystem.userErrors.map((error) => [error.field ?? 'form', error.message])));
          if (setupSystem.userErrors.length === 0) notify('danger', nlErrors.generic);
          return;
        }
        clearToken();
        forgetViewer();
        forgetSystemStatus();
        setToken(setupSystem.accessToken, tokenExpiry(setupSystem.expiresIn, Date.now()));
        notify('success', t.setupDone);
        setLeaving(true);
        navigate('/cockpit', { replace: true });
      },
      onError: reportMutationFailure,
    });
  };

  const field = (name: FieldName, label: string, input: React.ReactNode, help?: string) => (
    <Field.Root required invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      {input}
      {help && !errors[name] && <Field.HelperText>{help}</Field.HelperText>}
      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
    </Field.Root>
  );
  const text = (name: FieldName, props: { type?: string; autoComplete?: string } = {}) => (
    <Input name={name} value={values[name]} onChange={(event) => set(name, event.target.value)} {...props} />
  );

  return (
    <PublicCard title={t.setupTitle} maxW="lg">
      <chakra.form onSubmit={onSubmit}>
        <Stack gap="4">
          <Text color="fg.muted">{t.setupText}</Text>
          {errors.form && (
            <Text color="fg.error" role="alert">
              {errors.form}
            </Text>
          )}
          {field('name', t.companyName, text('name', { autoComplete: 'organization' }))}
          {field(
            'subdomain',
            t.subdomain,
            <Input
              name="subdomain"
              value={values.subdomain}
              onChange={(event) => {
                setSubdomainTouched(true);
                set('subdomain', event.target.value.toLowerCase());
              }}
            />,
            t.subdomainHelp,
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {field('firstName', t.firstName, text('firstName', { autoComplete: 'given-name' }))}
            {field('lastName', t.lastName, text('lastName', { autoComplete: 'family-name' }))}
          </SimpleGrid>
          {field('email', t.adminEmail, text('email', { type: 'email', autoComplete: 'username' }))}
          {field(
            'password',
            t.adminPassword,
            <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={(event) => set('password', event.target.value)} />,
          )}
          <PasswordRulesList password={values.password} />
          <Button type="submit" colorPalette="blue" w="full" disabled={busy} loading={busy} loadingText={t.setupSubmit}>
            {t.setupSubmit}
          </Button>
        </Stack>
      </chakra.form>
    </PublicCard>
  );
}

import { Badge, Box, Button, Card, Checkbox, Field, Flex, Grid, Heading, Input, NativeSelect, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { ProfileScreenChangePasswordMutation } from '../../__generated__/ProfileScreenChangePasswordMutation.graphql';
import type { ProfileScreenDisableMutation } from '../../__generated__/ProfileScreenDisableMutation.graphql';
import type { ProfileScreenEndSessionMutation } from '../../__generated__/ProfileScreenEndSessionMutation.graphql';
import type { ProfileScreenNotificationsMutation } from '../../__generated__/ProfileScreenNotificationsMutation.graphql';
import type { ProfileScreenQuery, ProfileScreenQuery$data } from '../../__generated__/ProfileScreenQuery.graphql';
import type { ProfileScreenUpdateMutation } from '../../__generated__/ProfileScreenUpdateMutation.graphql';
import { PageSpinner } from '../../components/PageSpinner';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { nlPages } from '../../i18n/nl/pages';
import { nlSecurity } from '../../i18n/nl/security';
import { formatDateTime } from '../../lib/dates';
import { interpolate } from '../../lib/interpolate';
import { describeUserAgent } from '../../lib/userAgent';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { endSession } from '../../relay/session';
import { forgetViewer } from '../../routes/guard';
import { RecoveryCodes, TwoFactorSetup } from './TwoFactorSetup';

const query = graphql`
  query ProfileScreenQuery {
    viewer {
      user {
        firstName
        prefix
        lastName
        acronym
        language
        email
      }
      twoFactor {
        activatedAt
        recoveryCodesLeft
        required
      }
      sessions {
        id
        userAgent
        ip
        createdAt
        lastUsedAt
        current
      }
      notificationSettings {
        types {
          id
          name
        }
        channels {
          id
          name
        }
        settings {
          notificationType
          channel
          enabled
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ProfileScreenUpdateMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

const passwordMutation = graphql`
  mutation ProfileScreenChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      userErrors {
        field
        message
      }
    }
  }
`;

const disableMutation = graphql`
  mutation ProfileScreenDisableMutation($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

const endSessionMutation = graphql`
  mutation ProfileScreenEndSessionMutation($input: EndSessionInput!) {
    endSession(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

const notificationsMutation = graphql`
  mutation ProfileScreenNotificationsMutation($input: SaveNotificationSettingsInput!) {
    saveNotificationSettings(input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlSecurity;
type Viewer = NonNullable<ProfileScreenQuery$data['viewer']>;
type Errors = Record<string, string>;
type UserErrors = readonly { readonly field: string | null | undefined; readonly message: string }[];

const errorsByField = (userErrors: UserErrors): Errors =>
  Object.fromEntries(userErrors.map((error) => [error.field ?? '_', error.message]));

/** Runs a mutation of this screen: field errors back to the form, failures as the error toast. */
async function run<T>(action: () => Promise<T>, userErrorsOf: (result: T) => UserErrors, onErrors: (errors: Errors) => void): Promise<boolean> {
  try {
    const result = await action();
    const userErrors = userErrorsOf(result);
    if (userErrors.length > 0) {
      onErrors(errorsByField(userErrors));
      return false;
    }
    onErrors({});
    return true;
  } catch (error) {
    reportMutationFailure(error);
    return false;
  }
}

function Section({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId: string }) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function TextField({ label, name, value, onChange, error, required }: { label: string; name: string; value: string; onChange: (value: string) => void; error?: string; required?: boolean }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input name={name} value={value} onChange={(event) => onChange(event.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function DetailsSection({ user, onSaved }: { user: Viewer['user']; onSaved: () => void }) {
  const environment = useRelayEnvironment();
  const [values, setValues] = useState({
    firstName: user.firstName ?? '',
    prefix: user.prefix ?? '',
    lastName: user.lastName ?? '',
    acronym: user.acronym ?? '',
    language: user.language ?? 'nl',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const save = async () => {
    setBusy(true);
    const ok = await run(
      () => commitAsync<ProfileScreenUpdateMutation>(environment, updateMutation, { input: values }),
      (result) => result.updateProfile.userErrors,
      setErrors,
    );
    setBusy(false);
    if (ok) {
      notify('success', t.detailsSaved);
      forgetViewer();
      onSaved();
    }
  };

  return (
    <Section title={t.details} testId="profile-details">
      <chakra.form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="4">
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 2fr' }} gap="3">
            <TextField label={t.firstName} name="firstName" value={values.firstName} onChange={set('firstName')} error={errors.firstName} required />
            <TextField label={t.prefix} name="prefix" value={values.prefix} onChange={set('prefix')} error={errors.prefix} />
            <TextField label={t.lastName} name="lastName" value={values.lastName} onChange={set('lastName')} error={errors.lastName} required />
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '1fr 2fr 2fr' }} gap="3">
            <TextField label={t.acronym} name="acronym" value={values.acronym} onChange={set('acronym')} error={errors.acronym} />
            <Field.Root invalid={Boolean(errors.language)}>
              <Field.Label>{t.language}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="language" value={values.language} onChange={(event) => set('language')(event.target.value)}>
                  <option value="nl">{t.languages.nl}</option>
                  <option value="en">{t.languages.en}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.language && <Field.ErrorText>{errors.language}</Field.ErrorText>}
            </Field.Root>
            <Field.Root disabled>
              <Field.Label>{t.email}</Field.Label>
              <Input value={user.email ?? ''} readOnly />
            </Field.Root>
          </Grid>
          <Box>
            <Button type="submit" colorPalette="blue" loading={busy}>
              {t.saveDetails}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Section>
  );
}

function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const environment = useRelayEnvironment();
  const empty = { currentPassword: '', password: '', passwordConfirmation: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const ok = await run(
      () => commitAsync<ProfileScreenChangePasswordMutation>(environment, passwordMutation, { input: values }),
      (result) => result.changePassword.userErrors,
      setErrors,
    );
    setBusy(false);
    if (ok) {
      notify('success', t.passwordChanged);
      setValues(empty);
      onChanged();
    }
  };

  const field = (name: keyof typeof empty, label: string, autoComplete: string, help?: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{label}</Field.Label>
      <PasswordInput name={name} autoComplete={autoComplete} value={values[name]} onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))} />
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );

  return (
    <Section title={t.password} intro={t.passwordIntro} testId="profile-password">
      <chakra.form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="4" maxW="md">
          {field('currentPassword', t.currentPassword, 'current-password')}
          {field('password', t.newPassword, 'new-password', t.passwordRules)}
          {field('passwordConfirmation', t.confirmPassword, 'new-password')}
          <Box>
            <Button type="submit" colorPalette="blue" loading={busy}>
              {t.changePassword}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Section>
  );
}

function TwoFactorSection({ state, onChanged }: { state: Viewer['twoFactor']; onChanged: () => void }) {
  const environment = useRelayEnvironment();
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [setting, setSetting] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const disable = async () => {
    setBusy(true);
    const ok = await run(
      () => commitAsync<ProfileScreenDisableMutation>(environment, disableMutation, { input: { password } }),
      (result) => result.disableTwoFactor.userErrors,
      setErrors,
    );
    setBusy(false);
    if (ok) {
      notify('success', t.disabled);
      setPassword('');
      onChanged();
    }
  };

  let body: ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          onChanged();
        }}
      />
    );
  } else if (state.activatedAt) {
    body = (
      <Stack gap="3">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette="green">{t.on}</Badge>
          <Text data-testid="two-factor-on">{interpolate(t.twoFactorOn, { date: formatDateTime(state.activatedAt) })}</Text>
        </Flex>
        <Text color="fg.muted">{interpolate(t.recoveryLeft, { count: state.recoveryCodesLeft })}</Text>
        {state.required ? (
          <Text color="fg.muted">{t.twoFactorRequired}</Text>
        ) : (
          <chakra.form
            onSubmit={(event) => {
              event.preventDefault();
              void disable();
            }}
          >
            <Flex gap="2" align="flex-end" wrap="wrap">
              <Field.Root invalid={Boolean(errors.password)} maxW="xs">
                <Field.Label>{t.disablePassword}</Field.Label>
                <PasswordInput name="disable-password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
                {errors.password && <Field.ErrorText>{errors.password}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" variant="outline" colorPalette="red" loading={busy} disabled={password === ''}>
                {t.disable}
              </Button>
            </Flex>
          </chakra.form>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="3">
        <Text color="fg.muted">{t.twoFactorOff}</Text>
        {state.required && <Text fontWeight="semibold">{t.twoFactorRequired}</Text>}
        {setting ? (
          <TwoFactorSetup
            onEnabled={(enabled) => {
              setSetting(false);
              setCodes(enabled);
            }}
            onCancel={() => setSetting(false)}
          />
        ) : (
          <Box>
            <Button colorPalette="blue" onClick={() => setSetting(true)} data-testid="two-factor-begin">
              {t.setUp}
            </Button>
          </Box>
        )}
      </Stack>
    );
  }
  return (
    <Section title={t.twoFactor} testId="profile-two-factor">
      {body}
    </Section>
  );
}

function NotificationsSection({ settings, onChanged }: { settings: Viewer['notificationSettings']; onChanged: () => void }) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const enabled = (type: string, channel: string) =>
    settings.settings.find((setting) => setting.notificationType === type && setting.channel === channel)?.enabled ?? true;

  const toggle = async (type: string, channel: string, value: boolean) => {
    setBusy(true);
    const ok = await run(
      () =>
        commitAsync<ProfileScreenNotificationsMutation>(environment, notificationsMutation, {
          input: { settings: [{ notificationType: type, channel, enabled: value }] },
        }),
      (result) => result.saveNotificationSettings.userErrors,
      (errors) => Object.values(errors).forEach((message) => notify('danger', message)),
    );
    setBusy(false);
    if (ok) {
      notify('success', t.notificationsSaved);
      onChanged();
    }
  };

  return (
    <Section title={t.notifications} intro={t.notificationsIntro} testId="profile-notifications">
      <Table.Root size="sm" maxW="2xl">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.notificationType}</Table.ColumnHeader>
            {settings.channels.map((channel) => (
              <Table.ColumnHeader key={channel.id} textAlign="center">
                {channel.name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {settings.types.map((type) => (
            <Table.Row key={type.id}>
              <Table.Cell>{type.name}</Table.Cell>
              {settings.channels.map((channel) => (
                <Table.Cell key={channel.id} textAlign="center">
                  <Checkbox.Root
                    checked={enabled(type.id, channel.id)}
                    disabled={busy}
                    onCheckedChange={(details) => void toggle(type.id, channel.id, details.checked === true)}
                    aria-label={`${type.name}: ${channel.name}`}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Section>
  );
}

function SessionsSection({ sessions, onChanged }: { sessions: Viewer['sessions']; onChanged: () => void }) {
  const environment = useRelayEnvironment();
  const [ending, setEnding] = useState<string | null>(null);

  const end = async (id: string, current: boolean) => {
    setEnding(id);
    const ok = await run(
      () => commitAsync<ProfileScreenEndSessionMutation>(environment, endSessionMutation, { input: { id } }),
      (result) => result.endSession.userErrors,
      (errors) => Object.values(errors).forEach((message) => notify('danger', message)),
    );
    setEnding(null);
    if (!ok) return;
    // Ending the session in use is logging out.
    if (current) endSession();
    else {
      notify('success', t.sessionEnded);
      onChanged();
    }
  };

  return (
    <Section title={t.sessions} intro={t.sessionsIntro} testId="profile-sessions">
      <Table.ScrollArea>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.device}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.address}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.started}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.lastUsed}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sessions.map((session) => (
              <Table.Row key={session.id} data-testid="session-row" data-current={session.current ? 'true' : 'false'}>
                <Table.Cell title={session.userAgent ?? undefined}>
                  <Flex gap="2" align="center" wrap="wrap">
                    {describeUserAgent(session.userAgent) ?? t.unknownDevice}
                    {session.current && <Badge colorPalette="blue">{t.thisSession}</Badge>}
                  </Flex>
                </Table.Cell>
                <Table.Cell>{session.ip ?? t.unknownDevice}</Table.Cell>
                <Table.Cell>{formatDateTime(session.createdAt)}</Table.Cell>
                <Table.Cell>{session.lastUsedAt ? formatDateTime(session.lastUsedAt) : t.unknownDevice}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="xs" variant="outline" loading={ending === session.id} onClick={() => void end(session.id, session.current)}>
                    {t.endSession}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {sessions.length <= 1 && (
        <Text color="fg.muted" mt="2">
          {t.noSessions}
        </Text>
      )}
    </Section>
  );
}

/**
 * The signed-in user's own profile (/profile): details, password, two-factor login, notification
 * settings and sessions. Contacts can have it too (the portal mounts it): they get no
 * notification section, as the notification types are operators' ones. Fetched into state rather
 * than suspending, so an enrolment in progress survives every refresh of the figures.
 */
export function ProfileScreen() {
  const environment = useRelayEnvironment();
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((key) => key + 1);

  useEffect(() => {
    let current = true;
    fetchQuery<ProfileScreenQuery>(environment, query, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (current && data?.viewer) setViewer(data.viewer);
      })
      .catch(reportMutationFailure);
    return () => {
      current = false;
    };
  }, [environment, fetchKey]);

  return (
    <Stack gap="4" maxW="4xl" data-testid="profile-screen">
      <Heading as="h1" size="xl">
        {nlPages.profileTitle}
      </Heading>
      <Text color="fg.muted">{t.profileIntro}</Text>
      {viewer ? (
        <Stack gap="4">
          <DetailsSection user={viewer.user} onSaved={refresh} />
          <PasswordSection onChanged={refresh} />
          <TwoFactorSection state={viewer.twoFactor} onChanged={refresh} />
          {viewer.notificationSettings.types.length > 0 && <NotificationsSection settings={viewer.notificationSettings} onChanged={refresh} />}
          <SessionsSection sessions={viewer.sessions} onChanged={refresh} />
        </Stack>
      ) : (
        <PageSpinner />
      )}
    </Stack>
  );
}

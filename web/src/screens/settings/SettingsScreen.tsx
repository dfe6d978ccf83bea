import { Button, Card, Field, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify, notifyValidation } from '../../components/toaster';
import { nlErrors } from '../../i18n/nl/errors';
import { nlForm } from '../../i18n/nl/form';
import { nlPages } from '../../i18n/nl/pages';
import { nlSettings } from '../../i18n/nl/settings';
import { changedConfigs, groupConfigs } from '../../lib/configGroups';
import type { UserErrorLike } from '../../lib/userErrors';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { forgetViewer } from '../../routes/guard';
import { SettingInput } from './SettingInput';
import type { Setting } from './settingsData';

const updateMutation = graphql`
  mutation SettingsScreenUpdateMutation($input: UpdateConfigInput!) {
    result: updateConfig(input: $input) {
      record: config {
        id
        databaseId
        value
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlSettings;
const GROUP_ORDER = Object.keys(t.groups);
const groupTitles = t.groups as Readonly<Record<string, string | undefined>>;

function valuesOf(settings: readonly Setting[]): Record<string, string> {
  return Object.fromEntries(settings.map((setting) => [setting.id, setting.value]));
}

/** The tenant configuration (spec core §2, /settings): grouped by prefix, saved together. */
export function SettingsScreen() {
  const settings = useLoaderData() as Setting[];
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const editable = viewer.permissions.has('configs.update');
  const [saved, setSaved] = useState(() => valuesOf(settings));
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const groups = useMemo(() => groupConfigs(settings, GROUP_ORDER), [settings]);
  const changed = changedConfigs(saved, values);

  const save = async () => {
    setBusy(true);
    const refused: Record<string, string> = {};
    const messages: UserErrorLike[] = [];
    const stored: Record<string, string> = {};
    for (const id of changed) {
      try {
        const result = await runRecordMutation(environment, updateMutation, { id, value: values[id] });
        if (result.userErrors.length > 0) {
          refused[id] = result.userErrors.map((error) => error.message).join(' ');
          messages.push(...result.userErrors);
        } else {
          stored[id] = values[id]!;
        }
      } catch (error) {
        reportMutationFailure(error);
        refused[id] = nlErrors.generic;
      }
    }
    setSaved((current) => ({ ...current, ...stored }));
    setErrors(refused);
    setBusy(false);
    if (Object.keys(stored).length > 0) forgetViewer();
    if (messages.length > 0) notifyValidation(messages);
    else if (Object.keys(refused).length === 0) notify('success', t.saved);
  };

  return (
    <Stack gap="4" maxW="4xl" data-testid="settings-screen">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {nlPages.settingsTitle}
        </Heading>
        {editable && (
          <Button asChild variant="outline" size="sm" data-testid="settings-accounting-link">
            <RouterLink to="/settings/accounting">{t.accountingLink}</RouterLink>
          </Button>
        )}
      </Flex>
      <Text color="fg.muted">{editable ? t.intro : t.readOnly}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (editable && changed.length > 0) void save();
        }}
      >
        <Stack gap="4">
          {groups.map((group) => (
            <Card.Root key={group.group} data-testid={`settings-group-${group.group}`}>
              <Card.Header pb="0">
                <Heading as="h2" size="md">
                  {groupTitles[group.group] ?? group.group}
                </Heading>
              </Card.Header>
              <Card.Body>
                <Stack gap="5">
                  {group.configs.map((setting) => {
                    const inputId = `setting-${setting.name.replace(/\W+/g, '-')}`;
                    const known = (t.keys as Readonly<Record<string, { label: string; help: string } | undefined>>)[setting.name];
                    return (
                      <Field.Root key={setting.id} invalid={Boolean(errors[setting.id])} disabled={!editable}>
                        <Field.Label htmlFor={inputId}>{known?.label ?? setting.name}</Field.Label>
                        <SettingInput
                          id={inputId}
                          setting={setting}
                          value={values[setting.id] ?? ''}
                          disabled={!editable || busy}
                          invalid={Boolean(errors[setting.id])}
                          onChange={(value) => {
                            setValues((current) => ({ ...current, [setting.id]: value }));
                            setErrors(({ [setting.id]: _, ...rest }) => rest);
                          }}
                        />
                        {errors[setting.id] ? (
                          <Field.ErrorText>{errors[setting.id]}</Field.ErrorText>
                        ) : (
                          <Field.HelperText>
                            {known?.help ? `${known.help} ` : ''}
                            <Text as="span" fontFamily="mono" fontSize="xs">
                              {setting.name}
                            </Text>
                          </Field.HelperText>
                        )}
                      </Field.Root>
                    );
                  })}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
          {editable && (
            <Flex justify="flex-end" gap="2" position="sticky" bottom="0" py="3" bg="bg.subtle">
              <Button variant="ghost" disabled={busy || changed.length === 0} onClick={() => { setValues(saved); setErrors({}); }}>
                {nlForm.cancel}
              </Button>
              <Button type="submit" colorPalette="blue" loading={busy} disabled={changed.length === 0}>
                {t.save}
              </Button>
            </Flex>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

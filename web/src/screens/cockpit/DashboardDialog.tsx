import { Alert, Field, Input, RadioGroup, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { AppDialog } from '../../components/AppDialog';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify, notifyValidation } from '../../components/toaster';
import { nlCockpit } from '../../i18n/nl/cockpit';
import { dashboardKey, withScheme, type DashboardKey } from '../../lib/cockpit';
import { fieldErrors } from '../../lib/userErrors';
import { reportMutationFailure } from '../../relay/errors';

const createDashboard = graphql`
  mutation DashboardDialogCreateMutation($input: CreateCockpitDashboardInput!) {
    result: createCockpitDashboard(input: $input) {
      record: cockpitDashboard {
        id
        databaseId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateDashboard = graphql`
  mutation DashboardDialogUpdateMutation($input: UpdateCockpitDashboardInput!) {
    result: updateCockpitDashboard(input: $input) {
      record: cockpitDashboard {
        id
        databaseId
        name
        isPublic
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const createExternal = graphql`
  mutation DashboardDialogCreateExternalMutation($input: CreateExternalDashboardInput!) {
    result: createExternalDashboard(input: $input) {
      record: externalDashboard {
        id
        databaseId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateExternal = graphql`
  mutation DashboardDialogUpdateExternalMutation($input: UpdateExternalDashboardInput!) {
    result: updateExternalDashboard(input: $input) {
      record: externalDashboard {
        id
        databaseId
        name
        url
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** What the dialog edits: a new dashboard, or an existing one of either kind. */
export type DashboardDialogTarget =
  | { mode: 'new' }
  | { mode: 'dashboard'; id: string; name: string; isPublic: boolean }
  | { mode: 'external'; id: string; name: string; url: string };

interface DashboardDialogProps {
  target: DashboardDialogTarget | null;
  /** The admin role chooses 'Iedereen' or 'Alleen voor mij'; others make their own. */
  choosesVisibility: boolean;
  /** May add an outside page (external-dashboards.store). */
  canAddExternal: boolean;
  onClose: () => void;
  onSaved: (key: DashboardKey) => void;
}

type Kind = 'dashboard' | 'external';

/** 'Dashboard toevoegen' and changing a dashboard: name, visibility, or the outside page's URL. */
export function DashboardDialog({ target, choosesVisibility, canAddExternal, onClose, onSaved }: DashboardDialogProps) {
  const environment = useRelayEnvironment();
  const [kind, setKind] = useState<Kind>('dashboard');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!target) return;
    setKind(target.mode === 'external' ? 'external' : 'dashboard');
    setName(target.mode === 'new' ? '' : target.name);
    setUrl(target.mode === 'external' ? target.url : '');
    setIsPublic(target.mode === 'dashboard' ? target.isPublic : false);
    setErrors({});
  }, [target]);

  const save = () => {
    if (!target || saving) return;
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.name = nlCockpit.nameRequired;
    const fullUrl = withScheme(url);
    if (kind === 'external' && !fullUrl) missing.url = nlCockpit.urlRequired;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;

    const visibility = choosesVisibility ? { isPublic } : {};
    const [mutation, input] =
      kind === 'external'
        ? target.mode === 'external'
          ? [updateExternal, { id: target.id, name: name.trim(), url: fullUrl }]
          : [createExternal, { name: name.trim(), url: fullUrl }]
        : target.mode === 'dashboard'
          ? [updateDashboard, { id: target.id, name: name.trim(), ...visibility }]
          : [createDashboard, { name: name.trim(), ...visibility }];
    setSaving(true);
    runRecordMutation(environment, mutation, input)
      .then(({ record, userErrors }) => {
        if (userErrors.length > 0) {
          const byField = fieldErrors(userErrors);
          setErrors(byField);
          if (!byField.name && !byField.url) notifyValidation(userErrors);
          return;
        }
        if (!record) return;
        notify('success', target.mode === 'new' ? nlCockpit.added : nlCockpit.saved);
        onSaved(dashboardKey(kind, record.id));
      })
      .catch(reportMutationFailure)
      .finally(() => setSaving(false));
  };

  const title = target?.mode === 'external' ? nlCockpit.editExternal : target?.mode === 'dashboard' ? nlCockpit.editDashboard : nlCockpit.addDashboard;
  return (
    <AppDialog open={target !== null} title={title} onClose={onClose} onSave={save} saving={saving} size="sm">
      <Stack gap="4" data-testid="dashboard-dialog" onKeyDown={(event) => event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT' && save()}>
        {target?.mode === 'new' && canAddExternal && (
          <Field.Root>
            <Field.Label>{nlCockpit.kind}</Field.Label>
            <RadioGroup.Root size="sm" value={kind} onValueChange={(details) => setKind(details.value === 'external' ? 'external' : 'dashboard')}>
              <Stack gap="1.5">
                {(['dashboard', 'external'] as const).map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{nlCockpit.kinds[value]}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Field.Root>
        )}
        <Field.Root required invalid={Boolean(errors.name)}>
          <Field.Label>
            {nlCockpit.name}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} autoFocus maxLength={100} onChange={(event) => setName(event.target.value)} />
          {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
        </Field.Root>
        {kind === 'external' ? (
          <>
            <Field.Root required invalid={Boolean(errors.url)}>
              <Field.Label>
                {nlCockpit.url}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={url} inputMode="url" maxLength={2000} placeholder="https://" onChange={(event) => setUrl(event.target.value)} />
              {errors.url ? <Field.ErrorText>{errors.url}</Field.ErrorText> : <Field.HelperText>{nlCockpit.urlHelp}</Field.HelperText>}
            </Field.Root>
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>{nlCockpit.externalWarning}</Alert.Title>
            </Alert.Root>
          </>
        ) : (
          choosesVisibility && (
            <Field.Root>
              <Field.Label>{nlCockpit.visibility}</Field.Label>
              <RadioGroup.Root size="sm" value={isPublic ? 'public' : 'private'} onValueChange={(details) => setIsPublic(details.value === 'public')}>
                <Stack gap="1.5">
                  <RadioGroup.Item value="public">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{nlCockpit.everyone}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <RadioGroup.Item value="private">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{nlCockpit.onlyMe}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                </Stack>
              </RadioGroup.Root>
            </Field.Root>
          )
        )}
      </Stack>
    </AppDialog>
  );
}

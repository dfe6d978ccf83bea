import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { AddWidgetDialogQuery } from '../../../__generated__/AddWidgetDialogQuery.graphql';
import { AppDialog } from '../../../components/AppDialog';
import { runRecordMutation } from '../../../components/record/recordMutations';
import { notify } from '../../../components/toaster';
import { nlCockpitEditor } from '../../../i18n/nl/cockpitEditor';
import { fieldErrors } from '../../../lib/userErrors';
import { addWidgetErrors, isWidgetType, selectablePresets, WIDGET_TYPES, type AddWidgetChoice } from '../../../lib/widgets';
import { reportMutationFailure } from '../../../relay/errors';
import { useViewer } from '../../../relay/viewer';
import { DialogLoading } from './DialogLoading';
import { createWidgetMutation } from './widgetMutations';
import { widgetSource } from './widgetSources';

const query = graphql`
  query AddWidgetDialogQuery($dashboardId: ID!) {
    dashboard: cockpitDashboard(id: $dashboardId) {
      databaseId
      widgets(first: 100) {
        edges {
          node {
            id
            tablePresetId
            widgetType
            order
          }
        }
      }
    }
    tablePresets(first: 100) {
      edges {
        node {
          id
          databaseId
          label
          type
          isCockpit
          cockpitWidgetId
        }
      }
    }
  }
`;

export interface AddWidgetDialogProps {
  dashboardId: string;
  open: boolean;
  onClose(): void;
  /** Told the new widget's id, so the dashboard can show where it landed. */
  onAdded?(widgetId: string | null): void;
}

/** 'Widget toevoegen': a saved preset shown on the dashboard as a table or a count (spec core §2). */
export function AddWidgetDialog(props: AddWidgetDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <AddWidgetForm {...props} />
    </Suspense>
  );
}

function AddWidgetForm({ dashboardId, onClose, onAdded }: AddWidgetDialogProps) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const data = useLazyLoadQuery<AddWidgetDialogQuery>(query, { dashboardId }, { fetchPolicy: 'network-only' });
  const [choice, setChoice] = useState<AddWidgetChoice>({ presetId: null, widgetType: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const widgets = useMemo(() => (data.dashboard?.widgets?.edges ?? []).map(({ node }) => node), [data]);
  const groups = useMemo(() => {
    const presets = selectablePresets((data.tablePresets?.edges ?? []).map(({ node }) => node), viewer.permissions);
    const byType = new Map<string, typeof presets>();
    for (const preset of presets) byType.set(preset.type!, [...(byType.get(preset.type!) ?? []), preset]);
    return [...byType.entries()].map(([type, items]) => ({ type, title: widgetSource(type)?.texts.title ?? type, items }));
  }, [data, viewer.permissions]);

  // The pair check shows at once; the required checks after a first attempt.
  const errors = addWidgetErrors(choice, widgets);
  const presetError = serverError ?? (errors.preset && (submitted || errors.preset === nlCockpitEditor.taken) ? errors.preset : undefined);
  const typeError = submitted ? errors.widgetType : undefined;

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || !data.dashboard) return;
    setSaving(true);
    try {
      const order = widgets.reduce((max, widget) => Math.max(max, (widget.order ?? 0) + 1), 0);
      const result = await runRecordMutation(environment, createWidgetMutation, {
        dashboardId: data.dashboard.databaseId,
        tablePresetId: choice.presetId,
        widgetType: choice.widgetType,
        order,
      });
      setSaving(false);
      if (result.userErrors.length > 0) {
        const byField = fieldErrors(result.userErrors);
        setServerError(byField.tablePresetId ?? byField.table_preset_id ?? result.userErrors[0]!.message);
        return;
      }
      notify('success', nlCockpitEditor.added);
      onAdded?.(result.record?.id ?? null);
      onClose();
    } catch (error) {
      setSaving(false);
      reportMutationFailure(error);
    }
  };

  const change = (patch: Partial<AddWidgetChoice>) => {
    setServerError(null);
    setChoice((current) => ({ ...current, ...patch }));
  };

  return (
    <AppDialog open title={nlCockpitEditor.addTitle} onClose={onClose} onSave={() => void save()} saving={saving} size="sm">
      <Stack gap="4" data-testid="add-widget-form">
        {groups.length === 0 && <Text color="fg.muted">{nlCockpitEditor.noPresets}</Text>}
        <Field.Root required invalid={Boolean(presetError)}>
          <Field.Label>{nlCockpitEditor.preset}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={choice.presetId ?? ''} onChange={(e) => change({ presetId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}>
              <option value="">{nlCockpitEditor.presetPlaceholder}</option>
              {groups.map((group) => (
                <optgroup key={group.type} label={group.title}>
                  {group.items.map((preset) => (
                    <option key={preset.id} value={preset.databaseId}>
                      {preset.label?.trim() || `#${preset.databaseId}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {presetError && <Field.ErrorText>{presetError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={Boolean(typeError)}>
          <Field.Label>{nlCockpitEditor.widgetType}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={choice.widgetType} onChange={(e) => change({ widgetType: isWidgetType(e.currentTarget.value) ? e.currentTarget.value : '' })}>
              <option value="">{nlCockpitEditor.widgetTypePlaceholder}</option>
              {WIDGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {nlCockpitEditor.widgetTypes[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {typeError && <Field.ErrorText>{typeError}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

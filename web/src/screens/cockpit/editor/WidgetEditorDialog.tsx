import { Alert, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { WidgetEditorDialogQuery } from '../../../__generated__/WidgetEditorDialogQuery.graphql';
import { AppDialog } from '../../../components/AppDialog';
import { notify, notifyValidation } from '../../../components/toaster';
import { nlCockpitEditor } from '../../../i18n/nl/cockpitEditor';
import { nlErrors } from '../../../i18n/nl/errors';
import { fieldErrors } from '../../../lib/userErrors';
import {
  draftFromPreset,
  emptyWidgetDraft,
  isWidgetType,
  NEW_WIDGET_PERMISSION,
  presetInputFromDraft,
  presetSaveMode,
  widgetDraftErrors,
  withSource,
  WIDGET_TYPES,
  type WidgetDraft,
} from '../../../lib/widgets';
import { reportMutationFailure } from '../../../relay/errors';
import { useViewer } from '../../../relay/viewer';
import { DialogLoading } from './DialogLoading';
import { saveWidget } from './saveWidget';
import { WidgetColumnsEditor } from './WidgetColumnsEditor';
import { availableSources, widgetSource } from './widgetSources';

const query = graphql`
  query WidgetEditorDialogQuery($widgetId: ID!, $dashboardId: ID!, $editing: Boolean!, $placing: Boolean!) {
    widget: cockpitWidget(id: $widgetId) @include(if: $editing) {
      id
      databaseId
      widgetType
      dashboard {
        isPublic
      }
      tablePreset {
        ...saveWidget_tablePreset @relay(mask: false)
      }
    }
    dashboard: cockpitDashboard(id: $dashboardId) @include(if: $placing) {
      databaseId
      isPublic
      widgets(first: 100) {
        edges {
          node {
            order
          }
        }
      }
    }
  }
`;

export interface WidgetEditorDialogProps {
  dashboardId?: string;
  widgetId?: string;
  open: boolean;
  onClose(): void;
  /** Told the widget placed on the dashboard, when one was. */
  onSaved?(placedId: string | null): void;
}

const t = nlCockpitEditor;

/**
 * 'Nieuw widget' (no widgetId; needs cockpit-dashboards.store) or editing a widget: its label,
 * source, columns with their filters, and sort (spec core §2).
 */
export function WidgetEditorDialog(props: WidgetEditorDialogProps) {
  const viewer = useViewer();
  if (!props.open) return null;
  if (!props.widgetId && !viewer.permissions.has(NEW_WIDGET_PERMISSION)) return null;
  const title = props.widgetId ? t.editTitle : t.newTitle;
  return (
    <Suspense fallback={<DialogLoading />}>
      <WidgetEditorForm {...props} title={title} />
    </Suspense>
  );
}

function WidgetEditorForm({ dashboardId, widgetId, onClose, onSaved, title }: WidgetEditorDialogProps & { title: string }) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const editing = Boolean(widgetId);
  const placing = !editing && Boolean(dashboardId);
  const data = useLazyLoadQuery<WidgetEditorDialogQuery>(
    query,
    { widgetId: widgetId ?? '', dashboardId: dashboardId ?? '', editing, placing },
    { fetchPolicy: 'network-only' },
  );
  const widget = data.widget ?? null;
  const preset = widget?.tablePreset ?? null;
  const sources = useMemo(() => availableSources(viewer.permissions), [viewer.permissions]);
  const [draft, setDraft] = useState<WidgetDraft>(() => {
    if (!preset) return emptyWidgetDraft();
    return draftFromPreset(preset, widgetSource(preset.type)?.columns ?? [], isWidgetType(widget?.widgetType) ? widget.widgetType : '');
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const source = widgetSource(draft.type);
  const definitions = source?.columns ?? [];
  const errors = widgetDraftErrors(draft, { placing });
  const shown = submitted ? errors : {};
  const copying = editing && presetSaveMode(preset, widget?.databaseId ?? null, viewer.databaseId) === 'copy';

  const change = (next: WidgetDraft) => {
    setServerErrors({});
    setDraft(next);
  };

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    if (editing && !widget) return;
    setSaving(true);
    try {
      const outcome = await saveWidget(environment, draft, presetInputFromDraft(draft, definitions), {
        viewerId: viewer.databaseId,
        widget: widget ? { id: widget.id, databaseId: widget.databaseId, preset } : null,
        placeOn: data.dashboard
          ? { databaseId: data.dashboard.databaseId, nextOrder: (data.dashboard.widgets?.edges ?? []).reduce((max, { node }) => Math.max(max, (node.order ?? 0) + 1), 0) }
          : null,
        dashboardIsPublic: widget?.dashboard?.isPublic ?? data.dashboard?.isPublic ?? null,
      });
      setSaving(false);
      if (!outcome.ok) {
        setServerErrors(fieldErrors(outcome.userErrors));
        notifyValidation(outcome.userErrors.length > 0 ? outcome.userErrors : [{ message: nlErrors.generic }]);
        return;
      }
      notify('success', outcome.created ? t.added : t.updated);
      onSaved?.(outcome.placedId ?? null);
      onClose();
    } catch (error) {
      setSaving(false);
      reportMutationFailure(error);
    }
  };

  const labelError = shown.label ?? serverErrors.label;
  return (
    <AppDialog open title={title} onClose={onClose} onSave={() => void save()} saving={saving} size="lg">
      <Stack gap="4" data-testid="widget-editor">
        {copying && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>{t.sharedCopy}</Alert.Description>
          </Alert.Root>
        )}
        <Field.Root required invalid={Boolean(labelError)}>
          <Field.Label>{t.label}</Field.Label>
          <Input value={draft.label} maxLength={100} autoFocus onChange={(e) => change({ ...draft, label: e.target.value })} />
          {labelError && <Field.ErrorText>{labelError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={Boolean(shown.type)} disabled={editing}>
          <Field.Label>{t.source}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.type}
              onChange={(e) => {
                const next = widgetSource(e.currentTarget.value);
                change(next ? withSource(draft, next.type, next.columns, next.defaultOrder) : { ...draft, type: '', columns: [], filters: {}, sort: null });
              }}
            >
              <option value="">{t.sourcePlaceholder}</option>
              {(editing && source && !sources.includes(source) ? [source, ...sources] : sources).map((item) => (
                <option key={item.type} value={item.type}>
                  {item.texts.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {shown.type && <Field.ErrorText>{shown.type}</Field.ErrorText>}
        </Field.Root>
        {placing && (
          <Field.Root required invalid={Boolean(shown.widgetType)}>
            <Field.Label>{t.widgetType}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.widgetType} onChange={(e) => change({ ...draft, widgetType: isWidgetType(e.currentTarget.value) ? e.currentTarget.value : '' })}>
                <option value="">{t.widgetTypePlaceholder}</option>
                {WIDGET_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t.widgetTypes[type]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {shown.widgetType && <Field.ErrorText>{shown.widgetType}</Field.ErrorText>}
          </Field.Root>
        )}
        {draft.type ? (
          <WidgetColumnsEditor draft={draft} definitions={definitions} onChange={change} errors={{ columns: shown.columns, sort: shown.sort }} />
        ) : (
          <Field.Root invalid={Boolean(shown.columns)}>
            <Field.Label>{t.columns}</Field.Label>
            <Field.HelperText>{t.chooseSourceFirst}</Field.HelperText>
          </Field.Root>
        )}
      </Stack>
    </AppDialog>
  );
}

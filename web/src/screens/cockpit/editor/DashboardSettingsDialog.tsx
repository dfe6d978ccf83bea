import { Badge, Box, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState, type DragEvent } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { DashboardSettingsDialogQuery } from '../../../__generated__/DashboardSettingsDialogQuery.graphql';
import { AppDialog } from '../../../components/AppDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ArrowDownIcon, ArrowUpIcon, GripIcon, TrashIcon } from '../../../components/icons';
import { runRecordMutation } from '../../../components/record/recordMutations';
import { notify, notifyValidation } from '../../../components/toaster';
import { nlCockpitEditor } from '../../../i18n/nl/cockpitEditor';
import { nlDialog } from '../../../i18n/nl/dialog';
import { moveItem, reorder } from '../../../lib/columns';
import { interpolate } from '../../../lib/interpolate';
import type { UserErrorLike } from '../../../lib/userErrors';
import { isWidgetType, orderChanges, widgetLabelError } from '../../../lib/widgets';
import { reportMutationFailure } from '../../../relay/errors';
import { useViewer } from '../../../relay/viewer';
import { DialogLoading } from './DialogLoading';
import { renameWidget } from './saveWidget';
import { deleteWidgetMutation, updateWidgetMutation } from './widgetMutations';

const query = graphql`
  query DashboardSettingsDialogQuery($dashboardId: ID!) {
    dashboard: cockpitDashboard(id: $dashboardId) {
      isPublic
      widgets(first: 100) {
        edges {
          node {
            id
            databaseId
            widgetType
            order
            tablePreset {
              ...saveWidget_tablePreset @relay(mask: false)
            }
          }
        }
      }
    }
  }
`;

export interface DashboardSettingsDialogProps {
  dashboardId: string;
  open: boolean;
  onClose(): void;
  onChanged?(): void;
}

const t = nlCockpitEditor;

/** The widgets of one dashboard: rename, delete and reorder (spec core §2, settings modal). */
export function DashboardSettingsDialog(props: DashboardSettingsDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <DashboardSettingsForm {...props} />
    </Suspense>
  );
}

type Widget = NonNullable<NonNullable<DashboardSettingsDialogQuery['response']['dashboard']>['widgets']>['edges'][number]['node'];

interface Item {
  widget: Widget;
  label: string;
}

function presetLabel(widget: Widget): string {
  return widget.tablePreset?.label ?? '';
}

function DashboardSettingsForm({ dashboardId, onClose, onChanged }: DashboardSettingsDialogProps) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const data = useLazyLoadQuery<DashboardSettingsDialogQuery>(query, { dashboardId }, { fetchPolicy: 'network-only' });
  const [items, setItems] = useState<Item[]>(() => (data.dashboard?.widgets?.edges ?? []).map(({ node }) => ({ widget: node, label: presetLabel(node) })));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);

  const labelErrors = items.map((item) => (item.widget.tablePreset ? widgetLabelError(item.label) : null));

  const save = async () => {
    setSubmitted(true);
    if (labelErrors.some(Boolean)) return;
    setSaving(true);
    const problems: UserErrorLike[] = [];
    try {
      for (const item of items) {
        const preset = item.widget.tablePreset;
        const label = item.label.trim();
        if (!preset || label === presetLabel(item.widget).trim()) continue;
        const outcome = await renameWidget(environment, { id: item.widget.id, databaseId: item.widget.databaseId, preset }, label, {
          viewerId: viewer.databaseId,
          dashboardIsPublic: data.dashboard?.isPublic ?? null,
        });
        if (!outcome.ok) problems.push(...outcome.userErrors);
      }
      for (const change of orderChanges(items.map((item) => ({ id: item.widget.id, order: item.widget.order })))) {
        const result = await runRecordMutation(environment, updateWidgetMutation, change);
        problems.push(...result.userErrors);
      }
    } catch (error) {
      setSaving(false);
      reportMutationFailure(error);
      onChanged?.();
      return;
    }
    setSaving(false);
    onChanged?.();
    if (problems.length > 0) {
      notifyValidation(problems);
      return;
    }
    notify('success', t.settingsSaved);
    onClose();
  };

  const remove = async () => {
    if (!deleting) return;
    setSaving(true);
    try {
      const result = await runRecordMutation(environment, deleteWidgetMutation, { id: deleting.widget.id });
      setSaving(false);
      if (result.userErrors.length > 0) {
        notifyValidation(result.userErrors);
        return;
      }
      const gone = deleting.widget.id;
      setItems((all) => all.filter((item) => item.widget.id !== gone));
      setDeleting(null);
      notify('success', t.deleted);
      onChanged?.();
    } catch (error) {
      setSaving(false);
      reportMutationFailure(error);
    }
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) setItems((all) => reorder(all, dragging, to));
    setDragging(null);
  };

  return (
    <>
      <AppDialog open title={t.settingsTitle} onClose={onClose} onSave={() => void save()} saving={saving} saveDisabled={items.length === 0}>
        {items.length === 0 ? (
          <Text color="fg.muted">{t.noWidgets}</Text>
        ) : (
          <Stack gap="2" data-testid="dashboard-widgets">
            {items.map((item, index) => {
              const name = presetLabel(item.widget) || `#${item.widget.databaseId}`;
              const error = submitted ? labelErrors[index] : null;
              return (
                <Flex
                  key={item.widget.id}
                  draggable
                  onDragStart={() => setDragging(index)}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => onDrop(e, index)}
                  onDragEnd={() => setDragging(null)}
                  gap="2"
                  align="start"
                  borderWidth="1px"
                  borderRadius="md"
                  p="2"
                  bg={dragging === index ? 'blue.50' : 'bg'}
                  data-testid="dashboard-widget"
                >
                  <Box color="fg.subtle" cursor="grab" pt="2" display={{ base: 'none', md: 'block' }} aria-hidden>
                    <GripIcon />
                  </Box>
                  <Field.Root invalid={Boolean(error)} flex="1">
                    <Input
                      size="sm"
                      value={item.label}
                      disabled={!item.widget.tablePreset}
                      aria-label={interpolate(t.rename, { label: name })}
                      onChange={(e) => {
                        const label = e.target.value;
                        setItems((all) => all.map((other, i) => (i === index ? { ...other, label } : other)));
                      }}
                    />
                    {error && <Field.ErrorText>{error}</Field.ErrorText>}
                  </Field.Root>
                  <Badge mt="1.5" display={{ base: 'none', sm: 'inline-flex' }} variant="subtle" colorPalette={item.widget.widgetType === 'count' ? 'purple' : 'blue'}>
                    {isWidgetType(item.widget.widgetType) ? t.widgetTypes[item.widget.widgetType] : item.widget.widgetType}
                  </Badge>
                  <IconButton size="sm" variant="ghost" aria-label={interpolate(t.moveUp, { column: name })} disabled={index === 0} onClick={() => setItems((all) => moveItem(all, index, -1))}>
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={interpolate(t.moveDown, { column: name })}
                    disabled={index === items.length - 1}
                    onClick={() => setItems((all) => moveItem(all, index, 1))}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={interpolate(t.delete, { label: name })} onClick={() => setDeleting(item)}>
                    <TrashIcon />
                  </IconButton>
                </Flex>
              );
            })}
          </Stack>
        )}
      </AppDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={interpolate(nlDialog.deleteNamedTitle, { type: t.widget, name: deleting ? presetLabel(deleting.widget) || `#${deleting.widget.databaseId}` : '' })}
        text={nlDialog.delete}
        confirmLabel={nlDialog.deleteConfirm}
        danger
        busy={saving}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

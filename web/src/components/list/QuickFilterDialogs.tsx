import { Field, Flex, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { QuickFilterDialogsCreateMutation } from '../../__generated__/QuickFilterDialogsCreateMutation.graphql';
import type { QuickFilterDialogsDeleteMutation } from '../../__generated__/QuickFilterDialogsDeleteMutation.graphql';
import type { QuickFilterDialogsUpdateMutation } from '../../__generated__/QuickFilterDialogsUpdateMutation.graphql';
import { nlQuickFilters } from '../../i18n/nl/quickFilters';
import { moveItem } from '../../lib/columns';
import { interpolate } from '../../lib/interpolate';
import { PRESET_STYLINGS, type PresetConfigInput, type QuickFilter } from '../../lib/quickFilters';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { AppDialog } from '../AppDialog';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../icons';
import { notify } from '../toaster';

const createMutation = graphql`
  mutation QuickFilterDialogsCreateMutation($input: CreateTablePresetInput!) {
    createTablePreset(input: $input) {
      tablePreset {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation QuickFilterDialogsUpdateMutation($input: UpdateTablePresetInput!) {
    updateTablePreset(input: $input) {
      tablePreset {
        id
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation QuickFilterDialogsDeleteMutation($input: RecordIdInput!) {
    deleteTablePreset(input: $input) {
      deletedId
      userErrors {
        message
      }
    }
  }
`;

export function AddQuickFilterDialog({ open, type, onClose, onSaved, currentConfig }: { open: boolean; type: string; onClose: () => void; onSaved: () => void; currentConfig: () => PresetConfigInput }) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const [label, setLabel] = useState('');
  const [styling, setStyling] = useState<string>('primary');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setLabel('');
    setError(null);
    onClose();
  };

  const save = () => {
    if (!label.trim()) {
      setError(nlQuickFilters.labelRequired);
      return;
    }
    setSaving(true);
    const config = currentConfig();
    commitMutation<QuickFilterDialogsCreateMutation>(environment, {
      mutation: createMutation,
      variables: { input: { label: label.trim(), styling, type, isCockpit: false, userId: viewer.databaseId, ...config } },
      onCompleted: (response) => {
        setSaving(false);
        const errors = response.createTablePreset.userErrors;
        if (errors.length > 0) {
          setError(errors[0]!.message);
          return;
        }
        notify('success', nlQuickFilters.saved);
        onSaved();
        close();
      },
      onError: (e) => {
        setSaving(false);
        reportMutationFailure(e);
      },
    });
  };

  return (
    <AppDialog open={open} title={nlQuickFilters.addTitle} onClose={close} onSave={save} saving={saving} size="sm">
      <Stack gap="4">
        <Field.Root required invalid={Boolean(error)}>
          <Field.Label>{nlQuickFilters.label}</Field.Label>
          <Input value={label} autoFocus maxLength={191} onChange={(e) => setLabel(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && save()} />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{nlQuickFilters.labelHelp}</Field.HelperText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>{nlQuickFilters.styling}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={styling} onChange={(e) => setStyling(e.currentTarget.value)}>
              {PRESET_STYLINGS.map((s) => (
                <option key={s} value={s}>
                  {nlQuickFilters.stylings[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

interface EditablePreset {
  preset: QuickFilter;
  label: string;
  deleted: boolean;
}

/** 'Snelfilters': rename, delete and reorder the quick filters of a list (spec core §2). */
export function ManageQuickFiltersDialog({ open, presets, onClose, onSaved }: { open: boolean; presets: readonly QuickFilter[]; onClose: () => void; onSaved: () => void }) {
  const environment = useRelayEnvironment();
  const [items, setItems] = useState<EditablePreset[]>(() => presets.map((preset) => ({ preset, label: preset.label, deleted: false })));
  const [saving, setSaving] = useState(false);

  const update = (index: number, patch: Partial<EditablePreset>) => setItems((all) => all.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const run = <T,>(start: (done: (ok: boolean) => void) => T) => new Promise<boolean>((resolve) => start(resolve));

  const save = async () => {
    setSaving(true);
    const jobs: Promise<boolean>[] = [];
    const kept = items.filter((item) => !item.deleted);
    for (const item of items) {
      const order = kept.indexOf(item);
      const moved = order >= 0 && presets[order]?.id !== item.preset.id;
      const renamed = item.label.trim() !== '' && item.label.trim() !== item.preset.label;
      if (item.deleted) {
        jobs.push(
          run((done) =>
            commitMutation<QuickFilterDialogsDeleteMutation>(environment, {
              mutation: deleteMutation,
              variables: { input: { id: item.preset.id } },
              onCompleted: (r) => done(r.deleteTablePreset.userErrors.length === 0),
              onError: (e) => {
                reportMutationFailure(e);
                done(false);
              },
            }),
          ),
        );
      } else if (renamed || moved) {
        jobs.push(
          run((done) =>
            commitMutation<QuickFilterDialogsUpdateMutation>(environment, {
              mutation: updateMutation,
              variables: { input: { id: item.preset.id, ...(renamed ? { label: item.label.trim() } : {}), order } },
              onCompleted: (r) => {
                for (const error of r.updateTablePreset.userErrors) notify('danger', error.message);
                done(r.updateTablePreset.userErrors.length === 0);
              },
              onError: (e) => {
                reportMutationFailure(e);
                done(false);
              },
            }),
          ),
        );
      }
    }
    const results = await Promise.all(jobs);
    setSaving(false);
    if (results.every(Boolean)) notify('success', nlQuickFilters.updated);
    onSaved();
    onClose();
  };

  return (
    <AppDialog open={open} title={nlQuickFilters.title} onClose={onClose} onSave={() => void save()} saving={saving}>
      {items.length === 0 ? (
        <Text color="fg.muted">{nlQuickFilters.empty}</Text>
      ) : (
        <Stack gap="2" data-testid="manage-quick-filters">
          {items.map((item, index) => (
            <Flex key={item.preset.id} gap="2" align="center" opacity={item.deleted ? 0.5 : 1}>
              <Input
                size="sm"
                value={item.label}
                disabled={item.deleted}
                aria-label={interpolate(nlQuickFilters.rename, { label: item.preset.label })}
                onChange={(e) => update(index, { label: e.target.value })}
              />
              <IconButton size="sm" variant="ghost" aria-label={interpolate(nlQuickFilters.moveUp, { label: item.label })} disabled={index === 0} onClick={() => setItems((all) => moveItem(all, index, -1))}>
                <ArrowUpIcon />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={interpolate(nlQuickFilters.moveDown, { label: item.label })}
                disabled={index === items.length - 1}
                onClick={() => setItems((all) => moveItem(all, index, 1))}
              >
                <ArrowDownIcon />
              </IconButton>
              <IconButton
                size="sm"
                variant={item.deleted ? 'solid' : 'ghost'}
                colorPalette="red"
                aria-pressed={item.deleted}
                aria-label={interpolate(nlQuickFilters.delete, { label: item.preset.label })}
                onClick={() => update(index, { deleted: !item.deleted })}
              >
                <TrashIcon />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      )}
    </AppDialog>
  );
}

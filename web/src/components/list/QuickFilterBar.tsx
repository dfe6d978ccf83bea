import { Badge, Button, Field, Flex, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { commitMutation, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { getRequest, type ConcreteRequest } from 'relay-runtime';
import type { QuickFilterBarCountsQuery } from '../../__generated__/QuickFilterBarCountsQuery.graphql';
import type { QuickFilterBarCreateMutation } from '../../__generated__/QuickFilterBarCreateMutation.graphql';
import type { QuickFilterBarDeleteMutation } from '../../__generated__/QuickFilterBarDeleteMutation.graphql';
import type { QuickFilterBarQuery } from '../../__generated__/QuickFilterBarQuery.graphql';
import type { QuickFilterBarUpdateMutation } from '../../__generated__/QuickFilterBarUpdateMutation.graphql';
import { nlList } from '../../i18n/nl/list';
import { nlQuickFilters } from '../../i18n/nl/quickFilters';
import { badgePalette, badgeVariant } from '../../lib/badgeColor';
import { moveItem } from '../../lib/columns';
import { toFieldFilters, type FilterableColumn, type FilterContext } from '../../lib/filters';
import { interpolate } from '../../lib/interpolate';
import { PRESET_STYLINGS, quickFilterFromPreset, type PresetConfigInput, type QuickFilter } from '../../lib/quickFilters';
import { reportMutationFailure } from '../../relay/errors';
import { executeGraphQL } from '../../relay/request';
import { useViewer } from '../../relay/viewer';
import { AppDialog } from '../AppDialog';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../icons';
import { notify } from '../toaster';

const presetsQuery = graphql`
  query QuickFilterBarQuery($filter: [FieldFilter!]) {
    tablePresets(first: 100, filter: $filter) {
      edges {
        node {
          id
          databaseId
          label
          styling
          isCockpit
          order
          columnsConfig
          filterConfig
          orderConfig
          paginationConfig
        }
      }
    }
  }
`;

const countsQuery = graphql`
  query QuickFilterBarCountsQuery($type: String!, $presets: [PresetCountInput!]!) {
    presetCounts(type: $type, presets: $presets) {
      presetId
      count
    }
  }
`;

const createMutation = graphql`
  mutation QuickFilterBarCreateMutation($input: CreateTablePresetInput!) {
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
  mutation QuickFilterBarUpdateMutation($input: UpdateTablePresetInput!) {
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
  mutation QuickFilterBarDeleteMutation($input: RecordIdInput!) {
    deleteTablePreset(input: $input) {
      deletedId
      userErrors {
        message
      }
    }
  }
`;

export type PresetDialog = 'add' | 'manage' | null;

interface QuickFilterBarProps {
  type: string;
  activeId: string | null;
  columns: readonly FilterableColumn[];
  filterContext: FilterContext;
  /** Changes whenever the list reloads, so the counts follow. */
  refreshKey: number;
  onApply: (quickFilter: QuickFilter | null) => void;
  dialog: PresetDialog;
  onCloseDialog: () => void;
  /** What a new quick filter stores: the list as it is now. */
  currentConfig: () => PresetConfigInput;
}

/** The quick-filter pills of a list with their result counts, and the dialogs to add and manage them. */
export function QuickFilterBar(props: QuickFilterBarProps) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<QuickFilterBarQuery>(
    presetsQuery,
    { filter: [{ field: 'type', operator: 'EQ', value: props.type }] },
    { fetchKey: `${props.type}:${fetchKey}`, fetchPolicy: 'store-and-network' },
  );
  const presets = useMemo(
    () =>
      (data.tablePresets?.edges ?? [])
        .filter(({ node }) => !node.isCockpit)
        .map(({ node }) => ({ preset: quickFilterFromPreset(node), order: node.order ?? Number.MAX_SAFE_INTEGER }))
        .sort((a, b) => a.order - b.order || a.preset.databaseId - b.preset.databaseId)
        .map(({ preset }) => preset),
    [data],
  );
  const reload = () => setFetchKey((k) => k + 1);
  const counts = usePresetCounts(props.type, presets, props.columns, props.filterContext, props.refreshKey + fetchKey);

  return (
    <>
      {presets.length > 0 && (
        <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={nlList.quickFilters} data-testid="quick-filters">
          {presets.map((preset) => {
            const active = preset.id === props.activeId;
            return (
              <Button
                key={preset.id}
                size="xs"
                borderRadius="full"
                colorPalette={badgePalette(preset.styling)}
                variant={active ? 'solid' : badgeVariant(preset.styling) === 'outline' ? 'outline' : 'subtle'}
                aria-pressed={active}
                onClick={() => props.onApply(active ? null : preset)}
                data-testid="quick-filter"
              >
                {preset.label}
                {counts.has(preset.id) && (
                  <Badge
                    size="xs"
                    variant="solid"
                    colorPalette="gray"
                    borderRadius="full"
                    aria-label={interpolate(nlQuickFilters.count, { count: counts.get(preset.id)! })}
                    data-testid="quick-filter-count"
                  >
                    {counts.get(preset.id)}
                  </Badge>
                )}
              </Button>
            );
          })}
        </Flex>
      )}
      <AddQuickFilterDialog open={props.dialog === 'add'} type={props.type} onClose={props.onCloseDialog} onSaved={reload} currentConfig={props.currentConfig} />
      {props.dialog === 'manage' && (
        <ManageQuickFiltersDialog
          presets={presets}
          onClose={props.onCloseDialog}
          onSaved={reload}
        />
      )}
    </>
  );
}

/**
 * Result counts of all pills in one request. A count's id is its preset's id, so the answer
 * must not go through the Relay store (it would overwrite the presets): it is asked directly.
 */
function usePresetCounts(type: string, presets: readonly QuickFilter[], columns: readonly FilterableColumn[], filterContext: FilterContext, refreshKey: number) {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const request = useMemo(
    () => ({
      type,
      presets: presets.map((p) => ({ presetId: p.id, search: p.search || null, filter: toFieldFilters(columns, p.filters, filterContext) })),
    }),
    // The clock only matters when the list reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [type, presets, columns, refreshKey],
  );
  useEffect(() => {
    if (request.presets.length === 0) return undefined;
    const controller = new AbortController();
    const text = (getRequest(countsQuery) as ConcreteRequest).params.text ?? '';
    executeGraphQL({ query: text, variables: request, operationName: 'QuickFilterBarCountsQuery' }, controller.signal)
      .then((result) => {
        const data = result.data as QuickFilterBarCountsQuery['response'] | undefined;
        if (data) setCounts(new Map(data.presetCounts.map((c) => [c.presetId, c.count])));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [request]);
  return counts;
}

function AddQuickFilterDialog({ open, type, onClose, onSaved, currentConfig }: { open: boolean; type: string; onClose: () => void; onSaved: () => void; currentConfig: () => PresetConfigInput }) {
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
    commitMutation<QuickFilterBarCreateMutation>(environment, {
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
function ManageQuickFiltersDialog({ presets, onClose, onSaved }: { presets: readonly QuickFilter[]; onClose: () => void; onSaved: () => void }) {
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
            commitMutation<QuickFilterBarDeleteMutation>(environment, {
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
            commitMutation<QuickFilterBarUpdateMutation>(environment, {
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
    <AppDialog open title={nlQuickFilters.title} onClose={onClose} onSave={() => void save()} saving={saving}>
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

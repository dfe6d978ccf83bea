import { graphql, type Environment } from 'relay-runtime';
import { runRecordMutation, type RecordPayload } from '../../../components/record/recordMutations';
import type { UserErrorLike } from '../../../lib/userErrors';
import { presetSaveMode, widgetPresetOwner, type WidgetDraft, type WidgetPreset, type WidgetPresetInput } from '../../../lib/widgets';
import { createPresetMutation, createWidgetMutation, deletePresetMutation, updatePresetMutation, updateWidgetMutation } from './widgetMutations';

// What the editors read of a widget's preset to save or rename it; their queries spread it unmasked,
// so the preset reads as plain fields.
const presetFields = graphql`
  fragment saveWidget_tablePreset on TablePreset {
    id
    databaseId
    label
    type
    isCockpit
    userId
    cockpitWidgetId
    columnsConfig
    filterConfig
    orderConfig
    paginationConfig
  }
`;

export interface SaveTarget {
  viewerId: number;
  /** The widget being edited, with its preset; null for a new widget. */
  widget: { id: string; databaseId: number; preset: (WidgetPreset & { id: string }) | null } | null;
  /** Where a new widget is placed; null saves only its preset. */
  placeOn: { databaseId: number; nextOrder: number } | null;
  /** The widget's dashboard, whose viewers must see its preset. */
  dashboardIsPublic: boolean | null;
}

/** placedId: the widget made on the dashboard, when one was. */
export type SaveOutcome = { ok: true; created: boolean; placedId?: string } | { ok: false; userErrors: UserErrorLike[] };

function failed(result: RecordPayload): SaveOutcome | null {
  return result.userErrors.length > 0 ? { ok: false, userErrors: result.userErrors } : null;
}

/**
 * Saves the editor: the widget's own preset changes in place; a shared quick filter is copied for
 * the widget; a new widget gets a new preset, is placed, and its preset is tied to it.
 */
export async function saveWidget(environment: Environment, draft: WidgetDraft, input: WidgetPresetInput, target: SaveTarget): Promise<SaveOutcome> {
  const { widget, viewerId } = target;
  const mode = presetSaveMode(widget?.preset, widget?.databaseId ?? null, viewerId);
  const owner = widgetPresetOwner(target.dashboardIsPublic, viewerId);
  const { type, ...changes } = input;

  if (widget && mode === 'update' && widget.preset) {
    const result = await runRecordMutation(environment, updatePresetMutation, { id: widget.preset.id, ...changes });
    return failed(result) ?? { ok: true, created: false };
  }

  if (widget) return copyPresetFor(environment, widget, { ...input, userId: owner });

  const preset = await runRecordMutation(environment, createPresetMutation, { ...input, userId: owner });
  if (failed(preset) || !preset.record) return failed(preset) ?? { ok: false, userErrors: [] };
  if (!target.placeOn) return { ok: true, created: true };
  const placed = await runRecordMutation(environment, createWidgetMutation, {
    dashboardId: target.placeOn.databaseId,
    widgetType: draft.widgetType,
    tablePresetId: preset.record.databaseId,
    order: target.placeOn.nextOrder,
  }).catch(async (error: unknown) => {
    await runRecordMutation(environment, deletePresetMutation, { id: preset.record!.id }).catch(() => undefined);
    throw error;
  });
  if (failed(placed) || !placed.record) {
    // A preset nobody can reach would only clutter the list of presets.
    await runRecordMutation(environment, deletePresetMutation, { id: preset.record.id }).catch(() => undefined);
    return failed(placed) ?? { ok: false, userErrors: [] };
  }
  const tied = await runRecordMutation(environment, updatePresetMutation, { id: preset.record.id, cockpitWidgetId: placed.record.databaseId });
  return failed(tied) ?? { ok: true, created: true, placedId: placed.record.id };
}

/** The widget gets its own copy of a shared preset, with `fields` changed; the shared one stays as it is. */
async function copyPresetFor(environment: Environment, widget: { id: string; databaseId: number }, fields: Record<string, unknown>): Promise<SaveOutcome> {
  const copy = await runRecordMutation(environment, createPresetMutation, { ...fields, isCockpit: true, cockpitWidgetId: widget.databaseId });
  if (failed(copy) || !copy.record) return failed(copy) ?? { ok: false, userErrors: [] };
  const moved = await runRecordMutation(environment, updateWidgetMutation, { id: widget.id, tablePresetId: copy.record.databaseId });
  return failed(moved) ?? { ok: true, created: false };
}

/** Renaming a widget renames its own preset, or gives it a renamed copy of a shared one. */
export async function renameWidget(
  environment: Environment,
  widget: { id: string; databaseId: number; preset: WidgetPreset & { id: string } },
  label: string,
  target: { viewerId: number; dashboardIsPublic: boolean | null },
): Promise<SaveOutcome> {
  const { preset } = widget;
  if (presetSaveMode(preset, widget.databaseId, target.viewerId) === 'update') {
    const result = await runRecordMutation(environment, updatePresetMutation, { id: preset.id, label });
    return failed(result) ?? { ok: true, created: false };
  }
  return copyPresetFor(environment, widget, {
    label,
    type: preset.type,
    columnsConfig: preset.columnsConfig,
    filterConfig: preset.filterConfig,
    orderConfig: preset.orderConfig,
    paginationConfig: preset.paginationConfig,
    userId: widgetPresetOwner(target.dashboardIsPublic, target.viewerId),
  });
}

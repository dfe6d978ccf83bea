import { createGraphQLError, Repeater } from 'graphql-yoga';
import type { Context } from '../schema/context.ts';
import { fromGlobalId } from '../schema/ids.ts';
import { effectivePreset, presetBuilder, type ViewerFacts } from '../schema/preset-filters.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toGraphQLError } from '../upstream/errors.ts';
import { scopeOf } from './record-changes.ts';
import { recordHub, type WidgetInterest } from './record-hub.ts';

/** More widgets than a dashboard holds. */
const MAX_WIDGETS = 100;

interface WidgetChange {
  widget: RestRecord;
  count: number;
}

const notFound = () => createGraphQLError('Niet gevonden.', { extensions: { code: 'NOT_FOUND' } });

function refused(error: unknown): boolean {
  const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
  return code === 'FORBIDDEN' || code === 'NOT_FOUND';
}

/** Who 'me' is for this subscriber: their id, line and categories. */
async function viewerFacts(ctx: Context): Promise<ViewerFacts> {
  const { user } = await ctx.me();
  const operator = await ctx.client.request<{ data: { categories?: Array<{ id: number }> } }>('GET', `/operators/${user.id}?load=categories`).catch(() => null);
  return { id: user.id, line: typeof user.is_operator === 'number' && user.is_operator > 0 ? user.is_operator : null, categoryIds: (operator?.data.categories ?? []).map((category) => category.id) };
}

/**
 * The subscriber's interest in one widget: its quick filter with their 'me' values, in their
 * visibility scope of the preset's type. Null for a widget they may not use (no {type}.index, or
 * a quick filter they cannot see): it shows 'Je hebt geen rechten om deze widget te gebruiken.'
 */
async function widgetInterest(ctx: Context, widget: RestRecord, facts: () => Promise<ViewerFacts>): Promise<Omit<WidgetInterest, 'deliver'> | null> {
  const preset = await ctx.loaders.get('table-presets').load(widget.table_preset_id).catch((error: unknown) => {
    if (refused(toGraphQLError(error))) return null;
    throw toGraphQLError(error);
  });
  if (!preset || typeof preset.type !== 'string') return null;
  const scope = await scopeOf(ctx, preset.type).catch((error: unknown) => {
    if (refused(error)) return null;
    throw error;
  });
  if (!scope) return null;
  const model = ctx.model.byResource.get(preset.type);
  const effective = effectivePreset(model, { type: preset.type, filter_config: preset.filter_config }, await facts());
  return {
    tenant: scope.tenant,
    type: preset.type,
    scope: scope.scope,
    key: JSON.stringify(effective),
    builder: (now) => presetBuilder(model, effective, now),
    client: ctx.client,
  };
}

export const widgetChangeResolvers = {
  CockpitWidgetChange: {
    widget: (change: WidgetChange, _: unknown, ctx: Context) => ctx.loaders.prime('cockpit-widgets', [change.widget])[0],
    count: (change: WidgetChange) => change.count,
  },
  Subscription: {
    cockpitWidgetChanged: {
      subscribe: async (_: unknown, args: { widgetIds: string[] }, ctx: Context) => {
        const ids = [...new Set(args.widgetIds.map((id) => fromGlobalId(id, 'CockpitWidget').id))];
        if (ids.length === 0 || ids.length > MAX_WIDGETS) {
          throw createGraphQLError(`Kies 1 tot ${MAX_WIDGETS} widgets.`, { extensions: { code: 'BAD_USER_INPUT' } });
        }
        const widgets = await Promise.all(
          ids.map(async (id) => {
            const widget = await ctx.loaders.get('cockpit-widgets').load(id).catch((error: unknown) => {
              throw toGraphQLError(error);
            });
            if (!widget) throw notFound();
            return widget;
          }),
        );
        let facts: Promise<ViewerFacts> | undefined;
        const interests = await Promise.all(widgets.map((widget) => widgetInterest(ctx, widget, () => (facts ??= viewerFacts(ctx)))));
        const hub = recordHub(ctx.live);
        // The hub lets go of the subscriber when its socket closes (stop), so open displays cost nothing after.
        return new Repeater<WidgetChange>(async (push, stop) => {
          const removals = await Promise.all(
            interests.flatMap((interest, index) => (interest ? [hub.addWidget({ ...interest, deliver: (count) => void push({ widget: widgets[index], count }) })] : [])),
          );
          await stop;
          for (const remove of removals) remove();
        });
      },
      resolve: (change: WidgetChange) => change,
    },
  },
};

import type { ListConfig } from '../../../components/list/types';
import { WIDGET_LIST_TYPES, widgetList } from '../widgetLists';

/**
 * The lists a widget can show (its source), with the list screen's own column definitions, so a
 * widget's columns and filters are those of the list. Filled by loadWidgetSources, which the
 * editor's dialogs wait for before they open.
 */
let sources: readonly ListConfig<never>[] = [];

export async function loadWidgetSources(): Promise<void> {
  const lists = await Promise.all(WIDGET_LIST_TYPES.map(widgetList));
  sources = lists.map((list) => list.config as unknown as ListConfig<never>);
}

export function widgetSource(type: string | null | undefined): ListConfig<never> | undefined {
  return sources.find((source) => source.type === type);
}

/** The sources whose list the viewer may see ({type}.index). */
export function availableSources(permissions: ReadonlySet<string>): ListConfig<never>[] {
  return sources.filter((source) => permissions.has(`${source.type}.index`));
}

import type { ListConfig, ListRowBase } from '../../components/list/types';
import { PLANNED_ROUTES } from '../../routes/routeTable';
import { widgetSource } from './editor/widgetSources';

/** A widget's record type as the list screen shows it: its columns, filters, query and address. */
export interface WidgetList {
  config: ListConfig<ListRowBase>;
  /** The list screen, for 'Naar de lijst'. */
  path: string;
}

const lists = new Map<string, WidgetList | undefined>();

/** The list a quick filter of this type belongs to; undefined for types no widget can show. */
export function widgetList(type: string | null | undefined): WidgetList | undefined {
  if (!type) return undefined;
  if (!lists.has(type)) {
    const config = widgetSource(type) as ListConfig<ListRowBase> | undefined;
    const route = config && PLANNED_ROUTES.find((entry) => entry.name === config.routeName);
    lists.set(type, config && { config, path: `/${route?.path ?? config.type}` });
  }
  return lists.get(type);
}

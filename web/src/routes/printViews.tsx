import { ListPrintScreen } from '../components/list/ListPrint';
import type { ListConfig, ListRowBase } from '../components/list/types';

/** The print view of a list's selected rows (resourceRoutes). */
export function listPrintView(config: ListConfig<ListRowBase>) {
  return function ListPrintRoute() {
    return <ListPrintScreen config={config} />;
  };
}

import { CreateScreen } from '../components/record/CreateScreen';
import type { RecordConfig } from '../components/record/types';

/** The create screens of the data-driven routes (resourceRoutes): apart from the detail screens, which open far more often. */
export function createRouteView(config: RecordConfig) {
  return function CreateRoute() {
    return <CreateScreen config={config} />;
  };
}

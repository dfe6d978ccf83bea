import { Environment, RecordSource, Store } from 'relay-runtime';
import { network } from './network';

export const environment = new Environment({
  network,
  store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
});

/** What route modules need from the running service; declared beside the resource declarations that use it. */
export type { AppContext } from './resources/declaration.ts';

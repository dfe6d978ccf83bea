// Builds the seeded database that the REST and GraphQL suites copy, so that scripts/test.sh can make
// it beside the type checks, which leave the second core idle, instead of at the suites' start.
import { pgliteTemplate } from './api.ts';

await pgliteTemplate();

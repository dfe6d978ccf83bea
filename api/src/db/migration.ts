/** One schema change: single statements, because PGlite's extended protocol takes one at a time. */
export interface Migration {
  name: string;
  statements: string[];
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSchema as parseSchema } from 'graphql';
import { regenerated, SCHEMA_PATH } from '../../scripts/schema-records.ts';
import { declarations } from '../../api/src/resources/registry.ts';

describe('schema.graphql', () => {
  const schema = readFileSync(SCHEMA_PATH, 'utf8');

  it('has the records block of the current REST declarations (run `npm run schema`)', () => {
    expect(schema).toBe(regenerated(schema));
  });

  it('gives every routed REST resource a type, a list and a find field', () => {
    const parsed = parseSchema(schema);
    const query = parsed.getQueryType()!.getFields();
    for (const declaration of declarations.filter((d) => d.route && d.permissions && d.name !== 'messages')) {
      const list = declaration.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      expect(query[list], `Query.${list}`).toBeDefined();
    }
  });
});

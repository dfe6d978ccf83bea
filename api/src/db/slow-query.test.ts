import { describe, expect, it } from 'vitest';
import { SLOW_QUERY_SQL_CHARS, slowQuerySql } from './connection.ts';

describe('slowQuerySql', () => {
  it('keeps a statement of ordinary length as it is', () => {
    const sql = 'select * from tickets where id = $1';
    expect(slowQuerySql(sql)).toBe(sql);
    expect(slowQuerySql('x'.repeat(SLOW_QUERY_SQL_CHARS))).toHaveLength(SLOW_QUERY_SQL_CHARS);
  });

  it('cuts a long statement to its start and says how long it was', () => {
    const sql = `insert into messages values ${'($1, $2), '.repeat(5_000)}`;
    const shown = slowQuerySql(sql);
    expect(shown.startsWith(sql.slice(0, SLOW_QUERY_SQL_CHARS))).toBe(true);
    expect(shown).toBe(`${sql.slice(0, SLOW_QUERY_SQL_CHARS)}… (${sql.length} tekens)`);
  });
});

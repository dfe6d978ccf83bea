import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGliteThread, StatementTimeoutError } from './pglite-thread.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('PGlite on its own thread', () => {
  it('answers queries with rows and affected counts, and PostgreSQL errors with their code', async () => {
    const thread = await PGliteThread.start({ statementTimeoutMs: 0 });
    try {
      await thread.query('create table notes (id serial primary key, body text unique)');
      expect((await thread.query('insert into notes (body) values ($1), ($2)', ['een', 'twee'])).affectedRows).toBe(2);
      expect((await thread.query('select body from notes order by id')).rows).toEqual([{ body: 'een' }, { body: 'twee' }]);
      await expect(thread.query('insert into notes (body) values ($1)', ['een'])).rejects.toMatchObject({ code: '23505' });
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('lets work run past the limit inside withoutTimeLimit, and limits statements again after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balie-thread-'));
    folders.push(dataDir);
    const thread = await PGliteThread.start({ dataDir, statementTimeoutMs: 300 });
    try {
      const answer = await thread.withoutTimeLimit(() => thread.query('select pg_sleep(1) is null as slept'));
      expect(answer.rows).toEqual([{ slept: false }]);
      expect(thread.restarts).toBe(0);
      await expect(thread.query('select pg_sleep(30)')).rejects.toBeInstanceOf(StatementTimeoutError);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('stops a statement past its limit on a data folder, reopens the folder and keeps what was committed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'balie-thread-'));
    folders.push(dataDir);
    const thread = await PGliteThread.start({ dataDir, statementTimeoutMs: 1000 });
    try {
      await thread.query('create table kept (id int)');
      await thread.query('insert into kept values (1)');
      const started = Date.now();
      await expect(thread.query('select pg_sleep(30)')).rejects.toBeInstanceOf(StatementTimeoutError);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(thread.restarts).toBe(1);
      expect((await thread.query('select id from kept')).rows).toEqual([{ id: 1 }]);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('answers an in-memory statement past its limit with the timeout, without losing the database', async () => {
    const thread = await PGliteThread.start({ statementTimeoutMs: 2000 });
    try {
      await thread.query('create table kept (id int)');
      await expect(thread.query('select pg_sleep(5)')).rejects.toBeInstanceOf(StatementTimeoutError);
      expect(thread.restarts).toBe(0);
      expect((await thread.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 0 }]);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('starts any number of databases from one dump held in a Buffer, which stays whole for the next', async () => {
    const source = await PGliteThread.start({ statementTimeoutMs: 0 });
    let dump: Buffer;
    try {
      await source.query('create table kept (body text)');
      await source.query("insert into kept values ('uit de dump')");
      dump = Buffer.from(await source.dumpDataDir());
    } finally {
      await source.close();
    }
    const length = dump.byteLength;
    for (let copy = 0; copy < 2; copy++) {
      const thread = await PGliteThread.start({ statementTimeoutMs: 0, loadDataDir: dump });
      try {
        expect((await thread.query('select body from kept')).rows).toEqual([{ body: 'uit de dump' }]);
      } finally {
        await thread.close();
      }
      expect(dump.byteLength).toBe(length);
    }
  }, 60_000);
});

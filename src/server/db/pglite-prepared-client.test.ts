import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, PreparedStatementClient, STATEMENT_LIFETIME_MS } from './pglite-prepared-client.ts';

/** What drizzle asks of every query: timestamps and dates as PostgreSQL wrote them. */
const asText = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value } };

const preparedCount = async (pglite: PGlite) =>
  (await pglite.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements')).rows[0].count;

describe('PreparedStatementClient', () => {
  let pglite: PGlite;
  let client: PreparedStatementClient;
  let now = 0;
  beforeAll(async () => {
    pglite = await PGlite.create();
    client = new PreparedStatementClient(pglite, () => now);
    await pglite.exec(`create table items (id serial primary key, name text not null unique, tags text[] not null default '{}',
      details jsonb, due date, at timestamptz, done boolean not null default false)`);
  });
  afterAll(() => pglite.close());

  it("answers as PGlite's own query does, for every kind of parameter and both row modes", async () => {
    const insert = 'insert into items (name, tags, details, due, at, done) values ($1, $2, $3, $4, $5, $6) returning *';
    const values = ['Ada', ['a', 'b'], { nested: [1, 'two'] }, '2026-03-02', new Date('2026-03-02T08:00:00Z'), true];
    const ours = await client.query(insert, values, asText);
    const theirs = await pglite.query(insert.replace('returning *', 'returning *'), ['Grace', ...values.slice(1)], asText);
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toEqual([expect.any(Number), 'Ada', ...(theirs.rows[0] as unknown[]).slice(2)]);
    expect(ours.rows[0]).toEqual([1, 'Ada', ['a', 'b'], { nested: [1, 'two'] }, '2026-03-02', '2026-03-02 08:00:00+00', true]);

    const read = 'select name, details, at from items where name = $1 or $2::boolean';
    expect((await client.query(read, ['Ada', null])).rows).toEqual((await pglite.query(read, ['Ada', null])).rows);
    expect((await client.query(read, ['Ada', null])).rows).toEqual([{ name: 'Ada', details: { nested: [1, 'two'] }, at: new Date('2026-03-02T08:00:00Z') }]);
    expect((await client.query('update items set done = false where done')).affectedRows).toBe(2);
  });

  it('prepares a text once however often it runs, and keeps a bounded number of statements', async () => {
    const before = await preparedCount(pglite);
    for (let run = 0; run < 5; run += 1) await client.query('select $1::int + 1 as next', [run]);
    expect(await preparedCount(pglite)).toBe(before + 1);

    for (let distinct = 0; distinct < MAX_PREPARED_STATEMENTS + 20; distinct += 1) {
      expect((await client.query(`select ${distinct} as n`)).rows).toEqual([{ n: distinct }]);
    }
    expect(await preparedCount(pglite)).toBe(MAX_PREPARED_STATEMENTS);
    // A statement that was closed to make room is prepared again when it comes back.
    expect((await client.query('select $1::int + 1 as next', [41])).rows).toEqual([{ next: 42 }]);
  });

  it('prepares a statement again once it has lived its time, so that it is planned for the tables as they are', async () => {
    const read = 'select count(*)::int as n from items where id > $1';
    const namesOf = async () =>
      (await pglite.query<{ name: string }>('select name from pg_prepared_statements where statement = $1', [read])).rows.map((row) => row.name);
    await client.query(read, [0]);
    const [first] = await namesOf();
    now += STATEMENT_LIFETIME_MS - 1;
    await client.query(read, [0]);
    expect(await namesOf()).toEqual([first]);
    now += 1;
    expect((await client.query(read, [0])).rows).toEqual([{ n: expect.any(Number) }]);
    const [second] = await namesOf();
    expect(await namesOf()).toHaveLength(1);
    expect(second).not.toBe(first);
  });

  it('reports errors with their code and constraint, and goes on working after them', async () => {
    const insert = 'insert into items (name) values ($1)';
    await client.query(insert, ['Unique']);
    await expect(client.query(insert, ['Unique'])).rejects.toMatchObject({ code: '23505', constraint: 'items_name_key' });
    await expect(client.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query('select count(*)::int as n from items where name = $1', ['Unique'])).rows).toEqual([{ n: 1 }]);
  });

  it('runs inside transactions: a failed one rolls back, and the statements it prepared outlive it', async () => {
    const insert = 'insert into items (name) values ($1) returning id';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['Rolled back']);
        await tx.query(insert, ['Rolled back']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const count = 'select count(*)::int as n from items where name = $1';
    expect((await client.query(count, ['Rolled back'])).rows).toEqual([{ n: 0 }]);

    await client.transaction(async (tx) => {
      await tx.query(insert, ['Committed']);
    });
    expect((await client.query(count, ['Committed'])).rows).toEqual([{ n: 1 }]);
  });

  it('answers with the columns a table has now, after it changed', async () => {
    const read = 'select * from items where id = $1';
    expect((await client.query(read, [1])).fields.map((field) => field.name)).not.toContain('extra');
    await pglite.exec("alter table items add column extra text not null default 'x'");
    expect((await client.query(read, [1])).fields.map((field) => field.name)).toContain('extra');
  });
});

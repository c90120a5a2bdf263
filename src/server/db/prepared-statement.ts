import { Column, is, type Query, type SQL } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** What a statement answers, column by column: table columns and typed SQL expressions. */
export type StatementFields = Record<string, Column | SQL | SQL.Aliased>;

/** A select (or a statement ending in one) whose result type drizzle infers. */
interface BuiltStatement {
  readonly _: { readonly result: unknown[] };
  toSQL(): Query;
}

export interface PreparedStatement<Values, Row> {
  /** Runs on a database or inside a transaction; `values` fills the statement's placeholders. */
  run(db: Db, values: Values): Promise<Row[]>;
}

/**
 * A statement of the request path built once and run under a name. drizzle builds a query's SQL
 * again on every call (0.1-0.3 ms for each statement of an order, a good part of the request's
 * CPU), while here the SQL is built on the first run, with `sql.placeholder` for what changes
 * between runs. The name makes it a prepared statement: node-postgres parses it once per
 * connection, and PGlite once (pglite-prepared-client.ts). `build` answers the statement and the
 * flat selection it answers, in its order; a column's value is read as drizzle reads it (timestamps as
 * Dates), an expression's as the driver gives it (both engines give numbers, text and JSON alike).
 */
export function preparedStatement<Values extends Record<string, unknown>, Built extends BuiltStatement>(
  name: string,
  build: (db: Db) => { statement: Built; fields: StatementFields },
): PreparedStatement<Values, Built['_']['result'][number]> {
  let built: { query: Query; rowOf: (values: unknown[]) => Record<string, unknown> } | undefined;
  return {
    async run(db, values) {
      built ??= buildOnce(db, build);
      const { query, rowOf } = built;
      const prepared = db._.session.prepareQuery<PreparedQueryConfig & { execute: Built['_']['result'] }>(
        query,
        undefined,
        name,
        true,
        (rows) => (rows as unknown[][]).map(rowOf) as Built['_']['result'],
      );
      return prepared.execute(values);
    },
  };
}

function buildOnce(db: Db, build: (db: Db) => { statement: BuiltStatement; fields: StatementFields }) {
  const { statement, fields } = build(db);
  const keys = Object.keys(fields);
  const decoders = Object.values(fields).map(decoderOf);
  const rowOf = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index += 1) {
      const value = values[index];
      row[keys[index]] = value === null ? null : decoders[index](value);
    }
    return row;
  };
  return { query: statement.toSQL(), rowOf };
}

/** A column reads its value as drizzle does; an SQL expression answers what the driver gave. */
function decoderOf(field: Column | SQL | SQL.Aliased): (value: unknown) => unknown {
  return is(field, Column) ? (value) => field.mapFromDriverValue(value) : (value) => value;
}

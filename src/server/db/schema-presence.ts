import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Whether the database holds any table of its own: a restore goes only into an empty one. */
export async function holdsAnyTable(db: Db): Promise<boolean> {
  // Both drivers answer raw statements with `rows`.
  const result = (await db.execute(
    sql`select count(*)::int as tables from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: { tables: number }[] };
  return result.rows[0].tables > 0;
}

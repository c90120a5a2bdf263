import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * Inserts rows into one table and answers them as stored. Test factories build their worlds with
 * it, so that no test depends on the demo seed and no code outside db/ needs the ORM.
 */
export async function insertRows<Table extends PgTable>(
  db: Db,
  table: Table,
  rows: Table['$inferInsert'][],
): Promise<Table['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(table).values(rows).returning();
  return inserted as Table['$inferSelect'][];
}

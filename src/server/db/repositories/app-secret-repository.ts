import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { appSecrets } from '../schema.ts';

/** An application secret, made on first use and shared by every instance (the first writer wins). */
export async function appSecretOf(db: Db, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}

import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { appSecretOf } from '../db/repositories/app-secret-repository.ts';

const secrets = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A named signing secret that every instance shares (`app_secrets`), made on first use and then
 * kept for the life of the database handle; a failed read is not kept, so the next use asks again.
 */
export function signingSecretOf(db: Db, name: string): Promise<string> {
  let byName = secrets.get(db);
  if (!byName) secrets.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = appSecretOf(db, name, randomBytes(32).toString('base64url'));
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { UserRoleCode } from '../../src/shared/api/accounts.ts';
import type { App } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/database.ts';
import { insertRows } from '../../src/server/db/insert-rows.ts';
import { auditLog, users } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/domain/accounts/password-hashing.ts';
import { envelopeOf, GOOD_PASSWORD, signIn, type CallOptions, call } from './factories-accounts.ts';

/** Builders for the back office's tests (issue 7): members of each role, and the audit log. */

/** A signed-in member of the given role, made directly in the database. */
export async function memberWithRole(app: App, role: UserRoleCode, extra: { language?: 'en' | 'cn' } = {}) {
  const username = `${role}${randomUUID().slice(0, 8)}`;
  const [user] = await insertRows(app.db, users, [
    { username, email: `${username}@example.com`, passwordHash: await hashPassword(GOOD_PASSWORD), role, nickname: username, language: extra.language ?? 'en' },
  ]);
  return { id: user.id, username, email: user.email, token: await signIn(app, username, GOOD_PASSWORD) };
}

/** The audit rows of one record, oldest first. */
export function auditOf(db: Db, entityType: string, entityId: number | string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
}

/** A GET or POST that must answer 200; answers the envelope's data. */
export async function expectOk<T>(app: App, method: 'GET' | 'POST', url: string, body: unknown, options: CallOptions): Promise<T> {
  const response = await call(app, method, url, body, options);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return envelopeOf(response).data as T;
}

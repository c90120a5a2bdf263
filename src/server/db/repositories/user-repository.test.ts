import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import type { Database } from '../database.ts';
import { findUserByLogin, insertUser } from './user-repository.ts';

/** The unique indexes decide races that the domain's checks cannot see, on both engines. */
describe('insertUser', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const row = (username: string, email: string) => ({ username, email, passwordHash: 'scrypt$x' });

  it('answers which of username and e-mail is taken, compared without case', async () => {
    expect((await insertUser(database.db, row('Grace', 'grace@example.com'))).ok).toBe(true);
    expect(await insertUser(database.db, row('GRACE', 'other@example.com'))).toEqual({ ok: false, taken: 'username' });
    expect(await insertUser(database.db, row('someone', 'Grace@Example.com'))).toEqual({ ok: false, taken: 'email' });
    expect((await findUserByLogin(database.db, 'gRaCe'))?.email).toBe('grace@example.com');
    expect(await findUserByLogin(database.db, 'nul\u0000byte')).toBeUndefined();
  });
});

import type { registerBody } from '../../../shared/api/accounts.ts';
import type { Language } from '../../../shared/language.ts';
import type { Db } from '../../db/database.ts';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  type NewUserRow,
  type UserRow,
} from '../../db/repositories/user-repository.ts';
import { FieldConflictError } from '../../http/errors.ts';
import type { z } from 'zod';
import { hashPassword } from './password-hashing.ts';
import { assertAcceptableNewPassword } from './password-rules.ts';

export type AccountAnswers = z.output<typeof registerBody>;

/** 409 when the username or the e-mail address already belongs to a member (compared without case). */
export async function assertAccountAvailable(db: Db, account: Pick<AccountAnswers, 'username' | 'email'>) {
  if (await findUserByUsername(db, account.username)) throw new FieldConflictError('username', 'usernameTaken');
  if (await findUserByEmail(db, account.email)) throw new FieldConflictError('email', 'emailTaken');
}

/** Checks an account's answers, the cheap and certain refusals first. */
export async function checkNewAccount(db: Db, account: AccountAnswers, field = 'password') {
  assertAcceptableNewPassword(account, field);
  await assertAccountAvailable(db, account);
}

/**
 * Creates a member row. The unique indexes have the last word: a concurrent sign-up with the
 * same name gets the same 409 as a sequential one.
 */
export async function createAccount(
  db: Db,
  account: AccountAnswers,
  extra: Omit<NewUserRow, 'username' | 'email' | 'passwordHash'> & { language: Language },
): Promise<UserRow> {
  const inserted = await insertUser(db, {
    ...extra,
    username: account.username,
    email: account.email,
    passwordHash: await hashPassword(account.password),
  });
  if (!inserted.ok) throw inserted.taken === 'email'
      ? new FieldConflictError('email', 'emailTaken')
      : new FieldConflictError('username', 'usernameTaken');
  return inserted.user;
}

/** `sso/register`: a parent's account. */
export async function registerParent(db: Db, account: AccountAnswers, context: { language: Language; now: Date }) {
  await checkNewAccount(db, account);
  return createAccount(db, account, {
    role: 'parent',
    nickname: account.username,
    language: context.language,
    createdAt: context.now,
    passwordChangedAt: context.now,
  });
}

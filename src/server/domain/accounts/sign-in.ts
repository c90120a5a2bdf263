import type { Language } from '../../../shared/language.ts';
import type { Db } from '../../db/database.ts';
import { findUserByLogin, updateUser } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { assertAttemptsLeft, RateLimitPolicies, recordAttempt, resetAttempts } from '../rate-limit.ts';
import { verifyAgainstDecoy, verifyPassword } from './password-hashing.ts';
import { startSession } from './sessions.ts';

export interface SignInContext {
  address: string;
  language: Language;
  now: Date;
  sessionTtlHours: number;
}

/** The per-account counter is the member's, whichever name they typed; unknown names get their own. */
export const accountSubject = (userId: number) => `user:${userId}`;

/**
 * `sso/login` by username or e-mail. Failed attempts are counted per account and per address;
 * at the limit the answer is 429 before any password is checked.
 */
export async function signIn(
  db: Db,
  input: { username: string; password: string },
  context: SignInContext,
): Promise<{ token: string }> {
  const user = await findUserByLogin(db, input.username);
  const account = user ? accountSubject(user.id) : `name:${input.username.trim().toLowerCase()}`;
  const { loginPerAccount, loginPerAddress } = RateLimitPolicies;
  await assertAttemptsLeft(db, loginPerAddress, context.address, context.now);
  await assertAttemptsLeft(db, loginPerAccount, account, context.now);

  const valid = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password);
  if (!user || !valid) {
    await recordAttempt(db, loginPerAddress, context.address, context.now);
    await recordAttempt(db, loginPerAccount, account, context.now);
    throw new ApiError(400, 'loginFailed');
  }

  await resetAttempts(db, loginPerAccount, account);
  // Told only to whoever knows the password, so the answer reveals nothing to a guesser.
  if (user.disabledAt) throw new ApiError(403, 'accountDisabled');
  if (user.language !== context.language) await updateUser(db, user.id, { language: context.language });
  return { token: await startSession(db, user.id, context.now, context.sessionTtlHours) };
}

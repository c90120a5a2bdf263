import type { Language } from '../../../shared/language.ts';
import type { Db } from '../../db/database.ts';
import { findUserByLogin, updateUser } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { forgetPasswordGuesses, RateLimitPolicies, refundAttempt, spendAttempt, spendPasswordGuess } from '../rate-limit.ts';
import { verifyAgainstDecoy, verifyPassword } from './password-hashing.ts';
import { startSession } from './sessions.ts';

export interface SignInContext {
  address: string;
  language: Language;
  /** The browser's own zone, kept for times in mail; null leaves the one known. */
  timeZone: string | null;
  now: Date;
  sessionTtlHours: number;
}

/** The per-account counter is the member's, whichever name they typed; unknown names get their own. */
export const accountSubject = (userId: number) => `user:${userId}`;

/**
 * `sso/login` by username or e-mail. Every attempt is counted, per address and per account and
 * address, before the password is checked, so concurrent guesses cannot outrun the count; past a
 * limit the answer is 429 and no password is checked. A success gives its counts back.
 */
export async function signIn(
  db: Db,
  input: { username: string; password: string },
  context: SignInContext,
): Promise<{ token: string }> {
  const user = await findUserByLogin(db, input.username);
  const account = user ? accountSubject(user.id) : `name:${input.username.trim().toLowerCase()}`;
  const { loginPerAddress } = RateLimitPolicies;
  await spendAttempt(db, loginPerAddress, context.address, context.now);
  await spendPasswordGuess(db, account, context.address, context.now);

  const valid = user ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDecoy(input.password);
  if (!user || !valid) throw new ApiError(400, 'loginFailed');

  await refundAttempt(db, loginPerAddress, context.address);
  await forgetPasswordGuesses(db, account, context.address);
  // Told only to whoever knows the password, so the answer reveals nothing to a guesser.
  if (user.disabledAt) throw new ApiError(403, 'accountDisabled');
  // A zone the member chose in their profile (a teacher's own clock) outlasts the browser's guess.
  const timeZone = user.timeZoneChosen ? user.timeZone : (context.timeZone ?? user.timeZone);
  if (user.language !== context.language || user.timeZone !== timeZone) {
    await updateUser(db, user.id, { language: context.language, timeZone });
  }
  return { token: await startSession(db, user.id, context.now, context.sessionTtlHours) };
}

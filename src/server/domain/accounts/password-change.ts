import type { Mailer } from '../../adapters/mail/mailer.ts';
import { passwordChangedMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import { revokeSessionsOf } from '../../db/repositories/session-repository.ts';
import { findUserById, updatePasswordHash, type UserRow } from '../../db/repositories/user-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import { retireCalendarFeed } from '../plan/calendar-feed.ts';
import { forgetPasswordGuesses, spendPasswordGuess } from '../rate-limit.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { assertAcceptableNewPassword } from './password-rules.ts';
import { accountSubject } from './sign-in.ts';

/**
 * `sso/updatePassword` for a signed-in member. Every check of the current password counts as a
 * sign-in of the account from that address, so a stolen session cannot be used to guess it. Every other session
 * is revoked; the one that made the change stays. The calendar feed gets a new address.
 */
export async function changePassword(
  deps: { db: Db; mailer: Mailer },
  session: { userId: number; sessionId: number },
  input: { oldPassword: string; password: string; confirmPassword: string },
  context: { address: string; now: Date },
) {
  const { db } = deps;
  const { now } = context;
  const account = accountSubject(session.userId);
  assertAcceptableNewPassword(input);
  await spendPasswordGuess(db, account, context.address, now);

  const user = await findUserById(db, session.userId);
  if (!user) throw new ApiError(401, 'sessionExpired');
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw new FieldValidationError([{ field: 'oldPassword', messageKey: 'oldPasswordWrong' }], 'oldPasswordWrong');
  }
  await forgetPasswordGuesses(db, account, context.address);
  if (input.password === input.oldPassword) {
    throw new FieldValidationError([{ field: 'password', messageKey: 'passwordSameAsOld' }], 'passwordSameAsOld');
  }

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash, now);
    await revokeSessionsOf(tx, user.id, now, session.sessionId);
    await retireCalendarFeed(tx, user.id, now);
  });
  await sendPasswordChangedNotice(deps.mailer, user);
}

/** Tells the member, in their language, that the password changed: the alarm bell of a takeover. */
export async function sendPasswordChangedNotice(mailer: Mailer, user: UserRow) {
  await mailer.send({ to: user.email, ...passwordChangedMail({ name: user.nickname || user.username }, user.language) });
}

import { setTimeout as sleep } from 'node:timers/promises';
import { AuthCodeRule } from '../../../shared/api/accounts.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Language } from '../../../shared/language.ts';
import { authCodeMail, resetForUnknownAddressMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import {
  consumeAuthCode,
  insertAuthCode,
  takeAuthCodeAttempt,
  voidOpenAuthCodes,
} from '../../db/repositories/auth-code-repository.ts';
import { revokeSessionsOf } from '../../db/repositories/session-repository.ts';
import { findUserByEmail, updatePasswordHash, type UserRow } from '../../db/repositories/user-repository.ts';
import { FieldValidationError } from '../../http/errors.ts';
import { addSeconds } from '../clock.ts';
import { retireCalendarFeed } from '../plan/calendar-feed.ts';
import { forgetAccountGuesses, RateLimitPolicies, spendAttempt } from '../rate-limit.ts';
import { sendPasswordChangedNotice } from './password-change.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { assertAcceptableNewPassword } from './password-rules.ts';
import { accountSubject } from './sign-in.ts';
import { authCodeMatches, hashAuthCode, newAuthCode } from './tokens.ts';

interface Deps {
  db: Db;
  mailer: Mailer;
}

/**
 * `sso/getAuthCode`. The answer is the same whether the address is known or not, and so are the
 * limits: a resend within 60 seconds is refused for every address, so that neither the answer
 * nor a 429 tells who has an account. The work is the same too, so the time tells nothing: a
 * known address receives a code, an unknown one a mail saying that no account uses it, each
 * after a transaction, and neither answers sooner than `CODE_ANSWER_MIN_MS`, which covers the
 * one insert the unknown address cannot make.
 */
export async function sendPasswordResetCode(
  deps: Deps,
  email: string,
  context: { address: string; addressLimit: number; now: Date; language: Language },
) {
  const { db } = deps;
  const { now } = context;
  await spendAttempt(db, RateLimitPolicies.codeResend, email, now);
  await spendAttempt(db, { ...RateLimitPolicies.codePerAddress, limit: context.addressLimit }, context.address, now);
  await spendAttempt(db, RateLimitPolicies.codePerEmail, email, now);

  const answerAt = performance.now() + CODE_ANSWER_MIN_MS;
  const user = await findUserByEmail(db, email);
  if (user) {
    await mailResetCode(deps, user, now);
  } else {
    hashAuthCode(newAuthCode());
    await db.transaction(async (tx) => {
      // No member has the id 0: the statement finds nothing, in the time it takes to look.
      await voidOpenAuthCodes(tx, 0, 'reset_password', now);
    });
    await deps.mailer.send({ to: email, ...resetForUnknownAddressMail(context.language) });
  }
  await sleep(Math.max(0, answerAt - performance.now()));
}

/** The least time a code request takes, known address or not. */
export const CODE_ANSWER_MIN_MS = 200;

/**
 * A fresh code for the member, mailed in their language; earlier open codes are void. Also what
 * staff send when they reset a staff member's password (`admin/staff/resetPassword`), whose audit
 * record `alsoInTransaction` writes with the code.
 */
export async function mailResetCode(deps: Deps, user: UserRow, now: Date, alsoInTransaction?: (tx: Db) => Promise<void>) {
  const { db, mailer } = deps;
  const code = newAuthCode();
  await db.transaction(async (tx) => {
    await alsoInTransaction?.(tx);
    await voidOpenAuthCodes(tx, user.id, 'reset_password', now);
    await insertAuthCode(tx, {
      userId: user.id,
      purpose: 'reset_password',
      codeHash: hashAuthCode(code),
      sentAt: now,
      expiresAt: addSeconds(now, AuthCodeRule.validMinutes * 60),
    });
  });
  await mailer.send({
    to: user.email,
    ...authCodeMail({ name: user.nickname || user.username, code, validMinutes: AuthCodeRule.validMinutes }, user.language),
  });
}

/** Expired, used, voided, unknown or wrong: one answer for all, so that it tells nothing more. */
const codeRefused = () => new FieldValidationError([{ field: 'code', messageKey: 'codeInvalid' }], 'codeInvalid');

/**
 * `sso/resetPassword`. Every try on a code is counted before it is compared, atomically, so the
 * fifth wrong try voids it even under concurrent guesses. Success revokes every session, gives
 * the calendar feed a new address and lifts the account's sign-in delays.
 */
export async function resetPassword(
  deps: Deps,
  input: { email: string; code: string; password: string; confirmPassword: string },
  context: { now: Date },
) {
  const { db } = deps;
  const { now } = context;
  assertAcceptableNewPassword(input);

  const user = await findUserByEmail(db, input.email);
  if (!user) throw codeRefused();
  const attempt = await takeAuthCodeAttempt(db, user.id, 'reset_password', now, AuthCodeRule.maxWrongAttempts);
  if (!attempt || !authCodeMatches(input.code, attempt.codeHash)) throw codeRefused();
  if (await verifyPassword(input.password, user.passwordHash)) {
    throw new FieldValidationError([{ field: 'password', messageKey: 'passwordSameAsOld' }], 'passwordSameAsOld');
  }

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await consumeAuthCode(tx, attempt.id, now))) throw codeRefused();
    await updatePasswordHash(tx, user.id, passwordHash, now);
    await revokeSessionsOf(tx, user.id, now);
    await retireCalendarFeed(tx, user.id, now);
  });
  // The owner proved themselves: whatever a guesser set off on the account is lifted.
  await forgetAccountGuesses(db, accountSubject(user.id));
  await sendPasswordChangedNotice(deps.mailer, user);
}

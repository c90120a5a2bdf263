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
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { signUpWithKnownAddressMail, welcomeMail } from '../../adapters/mail/templates.ts';
import { FieldConflictError } from '../../http/errors.ts';
import type { z } from 'zod';
import { notify } from '../notifications/notify.ts';
import { hashPassword } from './password-hashing.ts';
import { assertAcceptableNewPassword } from './password-rules.ts';
import { recordPolicyConsent } from './privacy.ts';

export type AccountAnswers = z.output<typeof registerBody>;

/** Where a new family starts: their children, then a course or an assessment. */
const FIRST_STEPS_LINK = '/user/children';

/** 409 when the username or the e-mail address already belongs to a member: for accounts staff create. */
export async function assertAccountAvailable(db: Db, account: Pick<AccountAnswers, 'username' | 'email'>) {
  if (await findUserByUsername(db, account.username)) throw new FieldConflictError('username', 'usernameTaken');
  if (await findUserByEmail(db, account.email)) throw new EmailAlreadyRegistered();
}

/**
 * A sign-up's answers, the cheap and certain refusals first. A taken username is a 409, as the
 * specification asks; a known e-mail address is not refused here: the caller answers as for a
 * new one and tells the owner instead (see `tellOwnerOfSignUp`).
 */
export async function checkNewAccount(db: Db, account: AccountAnswers, field = 'password'): Promise<{ emailKnown: boolean }> {
  assertAcceptableNewPassword(account, field);
  if (await findUserByUsername(db, account.username)) throw new FieldConflictError('username', 'usernameTaken');
  return { emailKnown: (await findUserByEmail(db, account.email)) !== undefined };
}

/**
 * The e-mail address belongs to a member already. Staff creating an account are told so (409);
 * a sign-up catches it and answers as for a new address.
 */
export class EmailAlreadyRegistered extends FieldConflictError {
  constructor() {
    super('email', 'emailTaken');
  }
}

/**
 * Creates a member row. The unique indexes have the last word: a concurrent sign-up with the
 * same name gets the same 409 as a sequential one, and one with the same e-mail address throws
 * `EmailAlreadyRegistered`.
 */
export async function createAccount(db: Db, account: AccountAnswers, extra: AccountExtras): Promise<UserRow> {
  return insertAccount(db, account, await hashPassword(account.password), extra);
}

type AccountExtras = Omit<NewUserRow, 'username' | 'email' | 'passwordHash'> & { language: Language };

/** `createAccount` with the password hashed beforehand, so that no transaction waits for the hash. */
async function insertAccount(db: Db, account: AccountAnswers, passwordHash: string, extra: AccountExtras): Promise<UserRow> {
  const inserted = await insertUser(db, {
    ...extra,
    username: account.username,
    email: account.email,
    passwordHash,
  });
  if (!inserted.ok) {
    if (inserted.taken === 'email') throw new EmailAlreadyRegistered();
    throw new FieldConflictError('username', 'usernameTaken');
  }
  return inserted.user;
}

/**
 * A sign-up with a known e-mail address: the same work as creating the account (the password is
 * hashed all the same), and a mail to the owner in place of an answer that would say so.
 */
export async function tellOwnerOfSignUp(deps: { db: Db; mailer: Mailer }, account: AccountAnswers) {
  await hashPassword(account.password);
  const owner = await findUserByEmail(deps.db, account.email);
  if (!owner) return;
  await deps.mailer.send({
    to: owner.email,
    ...signUpWithKnownAddressMail({ name: owner.nickname || owner.username, username: owner.username }, owner.language),
  });
}

/**
 * `sso/register`: a parent's account, and its welcome in the same transaction (D29); a known
 * e-mail address gets the same answer and its owner a mail.
 */
export async function registerParent(
  deps: { db: Db; mailer: Mailer },
  account: AccountAnswers,
  context: { language: Language; timeZone: string | null; now: Date },
): Promise<void> {
  const { emailKnown } = await checkNewAccount(deps.db, account);
  try {
    if (emailKnown) throw new EmailAlreadyRegistered();
    const passwordHash = await hashPassword(account.password);
    await deps.db.transaction(async (tx) => {
      const parent = await insertAccount(tx, account, passwordHash, {
        role: 'parent',
        nickname: account.username,
        language: context.language,
        timeZone: context.timeZone,
        createdAt: context.now,
        passwordChangedAt: context.now,
      });
      // The sign-up form says that signing up agrees to the privacy notice and the terms.
      await recordPolicyConsent(tx, parent, context.now);
      await notify(tx, { memberId: parent.id, kind: 'accountCreated', link: FIRST_STEPS_LINK, build: (recipient) => welcomeMail({ ...recipient, username: parent.username }, recipient.language) }, context.now);
    });
  } catch (error) {
    if (!(error instanceof EmailAlreadyRegistered)) throw error;
    await tellOwnerOfSignUp(deps, account);
  }
}

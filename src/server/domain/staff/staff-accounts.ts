import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { CSV_MAX_ROWS, pageWindowOf } from '../../../shared/api/admin-lists.ts';
import type { adminStaffListQuery, createStaffBody } from '../../../shared/api/admin-staff.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { staffWelcomeMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import { findStaffRecord, insertAdviserCard, searchStaff } from '../../db/repositories/staff-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { mailResetCode } from '../accounts/password-reset.ts';
import { assertAccountAvailable, createAccount } from '../accounts/registration.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { RateLimitPolicies, spendAttempt } from '../rate-limit.ts';

export type StaffListFilters = z.output<typeof adminStaffListQuery>;
type NewStaff = z.output<typeof createStaffBody>;

const staffNotFound = () => new ApiError(404, 'accountNotFound');

export function listStaff(db: Db, query: StaffListFilters) {
  const window = query.format === 'csv' ? { offset: 0, limit: CSV_MAX_ROWS } : pageWindowOf(query);
  return searchStaff(db, { q: query.q, role: query.role, sort: query.sort, ...window });
}

export async function readStaff(db: Db, userId: number) {
  const record = await findStaffRecord(db, userId);
  if (!record) throw staffNotFound();
  return record;
}

const ROLE_NAMES = { admin: { en: 'admin', cn: '管理员' }, adviser: { en: 'adviser', cn: '顾问' } } as const;

/**
 * `admin/staff/create`: an admin or an adviser, with the adviser's card (linked by `user_id`) in
 * the same transaction. Nobody knows the first password, not even the admin who made it: the new
 * member of staff chooses one through the password-reset page their welcome mail points to, and
 * is asked to change it on first sign-in should it ever be set by hand.
 */
export async function createStaff(
  deps: { db: Db; mailer: Mailer },
  staff: Member,
  body: NewStaff,
  context: { now: Date; setPasswordUrl: string },
): Promise<number> {
  await assertAccountAvailable(deps.db, body);
  const unusablePassword = `${randomBytes(24).toString('base64url')}-Aa1!`;
  const created = await deps.db.transaction(async (tx) => {
    const user = await createAccount(
      tx,
      { username: body.username, email: body.email, password: unusablePassword, confirmPassword: unusablePassword },
      { role: body.role, nickname: body.nickname || body.username, language: staff.language, mustChangePassword: true, createdAt: context.now, passwordChangedAt: context.now },
    );
    const card = body.adviser
      ? await insertAdviserCard(tx, { ...body.adviser, email: body.email, userId: user.id, createdAt: context.now })
      : undefined;
    await recordStaffAction(tx, staff, {
      action: 'staff.create',
      entityType: 'staff',
      entityId: user.id,
      before: null,
      after: { username: user.username, email: user.email, role: user.role, adviserId: card?.id ?? null },
    });
    return user;
  });
  await deps.mailer.send({
    to: created.email,
    ...staffWelcomeMail(
      { name: created.nickname, username: created.username, roleName: ROLE_NAMES[body.role][created.language], setPasswordUrl: context.setPasswordUrl },
      created.language,
    ),
  });
  return created.id;
}

/**
 * `admin/staff/resetPassword/{id}`: mails the member of staff a reset code through the same flow
 * as "Forgot password"; their password changes only when they use it. One mail a minute at most.
 */
export async function resetStaffPassword(deps: { db: Db; mailer: Mailer }, staff: Member, userId: number, now: Date): Promise<void> {
  await readStaff(deps.db, userId);
  const user = await findUserById(deps.db, userId);
  if (!user) throw staffNotFound();
  await spendAttempt(deps.db, RateLimitPolicies.codeResend, user.email, now);
  await mailResetCode(deps, user, now, (tx) =>
    recordStaffAction(tx, staff, { action: 'staff.resetPassword', entityType: 'staff', entityId: userId, note: user.email }),
  );
}

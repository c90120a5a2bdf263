import type { Db } from '../../db/database.ts';
import { countEnabledAdminsBesides, lockUsersInIdOrder, setUserDisabledAt } from '../../db/repositories/account-access-repository.ts';
import { revokeSessionsOf } from '../../db/repositories/session-repository.ts';
import type { UserRow } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { retireCalendarFeed } from '../plan/calendar-feed.ts';
import type { Member } from './member.ts';

export interface AccessChange {
  userId: number;
  disabled: boolean;
  note: string;
  /** Which accounts this area may change (families: parents; staff: staff). */
  accepts: (user: UserRow) => boolean;
  /** The entity the audit log files it under: `family` or `staff`. */
  entityType: 'family' | 'staff';
  now: Date;
}

/**
 * Disables or re-enables an account. Disabling revokes every session and retires the calendar
 * feed's address in the same transaction, so the family or staff member is signed out at once,
 * their feed stops, and they cannot sign in again until re-enabled.
 * Nobody disables their own account: an admin would lock themselves out.
 *
 * The acting member's session was checked before the transaction, so two admins disabling each
 * other at once could both pass it. Both accounts are therefore locked, in id order so that the
 * two transactions queue instead of deadlocking, and the actor is checked again under the lock:
 * the second one finds itself disabled and gets 403. The academy also keeps an enabled admin.
 */
export async function setAccountAccess(db: Db, staff: Member, change: AccessChange): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const locked = await lockUsersInIdOrder(tx, [staff.id, change.userId]);
    const actor = locked.find((row) => row.id === staff.id);
    if (!actor || actor.disabledAt !== null) throw new ApiError(403, 'accountDisabled');
    const user = locked.find((row) => row.id === change.userId);
    if (!user || !change.accepts(user)) throw new ApiError(404, 'accountNotFound');
    if (user.id === staff.id) throw new ApiError(409, 'cannotChangeOwnAccess');
    if ((user.disabledAt !== null) === change.disabled) return user;
    if (change.disabled && user.role === 'admin' && (await countEnabledAdminsBesides(tx, user.id)) === 0) {
      throw new ApiError(409, 'lastEnabledAdmin');
    }
    const updated = (await setUserDisabledAt(tx, user.id, change.disabled ? change.now : null))!;
    if (change.disabled) {
      await revokeSessionsOf(tx, user.id, change.now);
      await retireCalendarFeed(tx, user.id, change.now);
    }
    await recordStaffAction(tx, staff, {
      action: `${change.entityType}.${change.disabled ? 'disable' : 'enable'}`,
      entityType: change.entityType,
      entityId: user.id,
      before: { disabledAt: user.disabledAt },
      after: { disabledAt: updated.disabledAt },
      note: change.note,
    });
    return updated;
  });
}

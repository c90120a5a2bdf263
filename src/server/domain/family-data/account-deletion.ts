import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { deletionRequestedMail, deletionWithdrawnMail } from '../../adapters/mail/family-templates.ts';
import type { Db } from '../../db/database.ts';
import {
  erasePersonalData,
  findDeletionBlockers,
  listAccountsDueForErasure,
  lockAccountDueForErasure,
  setDeletionRequest,
  type DeletionBlocker,
} from '../../db/repositories/account-deletion-repository.ts';
import { insertAuditRow } from '../../db/repositories/audit-repository.ts';
import { findFamily } from '../../db/repositories/family-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import { accountSubject } from '../accounts/sign-in.ts';
import type { Member } from '../accounts/member.ts';
import { verifyPassword } from '../accounts/password-hashing.ts';
import { ACCOUNT_DELETION_GRACE_DAYS, deletionDueOf } from '../accounts/privacy.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { forgetPasswordGuesses, spendPasswordGuess } from '../rate-limit.ts';

export interface DeletionDeps {
  db: Db;
  now: Date;
  timeZone: string;
}

/** 409 naming what is still open, so that the family knows what to finish first. */
function refuseWhileOpen(blockers: DeletionBlocker[]) {
  if (blockers.length > 0) throw new ApiError(409, 'deletionBlocked', {}, { blockers });
}

async function tellRequested(deps: DeletionDeps, memberId: number, requestedAt: Date) {
  await notify(
    deps.db,
    {
      memberId,
      kind: 'accountDeletion',
      link: '/user/account',
      build: ({ name, language, timeZone }) => deletionRequestedMail({ name, due: deletionDueOf(requestedAt), zones: { academy: deps.timeZone, own: timeZone } }, language),
    },
    deps.now,
  );
}

const tellWithdrawn = (deps: DeletionDeps, memberId: number, stillOpen: boolean) =>
  notify(deps.db, { memberId, kind: 'accountDeletion', link: '/user/account', build: ({ name, language }) => deletionWithdrawnMail({ name, stillOpen }, language) }, deps.now);

/**
 * `ddcAccount/delete`: the family asks for its account to be erased after the grace period. The
 * password is asked again (a borrowed session must not delete an account) and counts as a
 * sign-in attempt. Refused while orders, refunds, classes ahead or waitlist places are open.
 */
export async function requestDeletion(deps: DeletionDeps, member: Member, password: string, address: string): Promise<Date> {
  const account = accountSubject(member.id);
  await spendPasswordGuess(deps.db, account, address, deps.now);
  const user = await findUserById(deps.db, member.id);
  if (!user) throw new ApiError(401, 'sessionExpired');
  if (!(await verifyPassword(password, user.passwordHash))) throw new FieldValidationError([{ field: 'password', messageKey: 'passwordNotCorrect' }], 'passwordNotCorrect');
  await forgetPasswordGuesses(deps.db, account, address);
  if (user.deletionRequestedAt) return deletionDueOf(user.deletionRequestedAt);
  refuseWhileOpen(await findDeletionBlockers(deps.db, member.id, deps.now));
  await deps.db.transaction(async (tx) => {
    await setDeletionRequest(tx, member.id, deps.now);
    await tellRequested({ ...deps, db: tx }, member.id, deps.now);
  });
  return deletionDueOf(deps.now);
}

/** `ddcAccount/delete/cancel`: the account stays. Nothing to withdraw is no error. */
export async function withdrawDeletion(deps: DeletionDeps, memberId: number): Promise<void> {
  const user = await findUserById(deps.db, memberId);
  if (!user?.deletionRequestedAt || user.erasedAt) return;
  await deps.db.transaction(async (tx) => {
    await setDeletionRequest(tx, memberId, null);
    await tellWithdrawn({ ...deps, db: tx }, memberId, false);
  });
}

/** Staff ask for a family's deletion, or withdraw it, on the family's word (`admin/family/delete[/cancel]/{id}`); audited. */
export async function setFamilyDeletionByStaff(deps: DeletionDeps, staff: Member, familyId: number, requested: boolean): Promise<void> {
  const family = await findFamily(deps.db, familyId);
  if (!family || family.erasedAt) throw new ApiError(404, 'familyNotFound');
  if (Boolean(family.deletionRequestedAt) === requested) return;
  if (requested) refuseWhileOpen(await findDeletionBlockers(deps.db, familyId, deps.now));
  await deps.db.transaction(async (tx) => {
    await setDeletionRequest(tx, familyId, requested ? deps.now : null);
    if (requested) await tellRequested({ ...deps, db: tx }, familyId, deps.now);
    else await tellWithdrawn({ ...deps, db: tx }, familyId, false);
    await recordStaffAction(tx, staff, {
      action: requested ? 'family.requestDeletion' : 'family.withdrawDeletion',
      entityType: 'family',
      entityId: familyId,
      before: { deletionRequestedAt: family.deletionRequestedAt?.toISOString() ?? null },
      after: { deletionRequestedAt: requested ? deps.now.toISOString() : null },
    });
  });
}

/** Accounts erased in one sweep at most: each is its own transaction. */
const ERASURES_PER_SWEEP = 20;

/**
 * The sweep: each account whose grace period has ended is erased in its own transaction, and its
 * files removed once that has committed. One that still has something open is not erased; the
 * request is withdrawn and the family told why. The audit log keeps what was done.
 */
export async function eraseDueAccounts(deps: DeletionDeps & { storage: FileStorage }): Promise<{ erased: number; withdrawn: number }> {
  const requestedBefore = new Date(deps.now.getTime() - ACCOUNT_DELETION_GRACE_DAYS * 86_400_000);
  let erased = 0;
  let withdrawn = 0;
  for (const memberId of await listAccountsDueForErasure(deps.db, requestedBefore, ERASURES_PER_SWEEP)) {
    const fileKeys = await deps.db.transaction(async (tx) => {
      const account = await lockAccountDueForErasure(tx, memberId, requestedBefore);
      if (!account) return [];
      const blockers = await findDeletionBlockers(tx, memberId, deps.now);
      if (blockers.length > 0) {
        await setDeletionRequest(tx, memberId, null);
        await tellWithdrawn({ ...deps, db: tx }, memberId, true);
        await insertAuditRow(tx, systemEntry(memberId, 'family.deletionWithdrawn', { blockers }));
        withdrawn += 1;
        return [];
      }
      const { fileKeys: keys, counts } = await erasePersonalData(tx, memberId, deps.now);
      await insertAuditRow(tx, systemEntry(memberId, 'family.erase', counts));
      erased += 1;
      return keys;
    });
    // The rows went first: no row names a file the store no longer has.
    for (const key of fileKeys) await deps.storage.remove(key);
  }
  return { erased, withdrawn };
}

const systemEntry = (memberId: number, action: string, after: Record<string, unknown>) => ({
  actorId: null,
  actorName: 'system',
  action,
  entityType: 'family',
  entityId: String(memberId),
  before: null,
  after,
  note: '',
});

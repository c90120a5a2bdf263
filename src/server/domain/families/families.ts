import type { z } from 'zod';
import type { adminFamilyListQuery } from '../../../shared/api/admin-families.ts';
import { CSV_MAX_ROWS, pageWindowOf } from '../../../shared/api/admin-lists.ts';
import type { Db } from '../../db/database.ts';
import { searchOrderRecords } from '../../db/repositories/admin-order-repository.ts';
import { countBookingsByEntitlement } from '../../db/repositories/booking-repository.ts';
import { findAdviser } from '../../db/repositories/adviser-repository.ts';
import { listChildrenOf } from '../../db/repositories/child-repository.ts';
import { listEntitlementRecordsOf } from '../../db/repositories/entitlement-repository.ts';
import { findFamily, searchFamilies } from '../../db/repositories/family-repository.ts';
import { updateUser } from '../../db/repositories/user-repository.ts';
import { lockUser } from '../../db/repositories/account-access-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { assigneeIdOf } from '../case-work/case-work.ts';
import { entitlementStatusOf } from '../entitlements/entitlement-status.ts';

export type FamilyListFilters = z.output<typeof adminFamilyListQuery>;

/** How many of a family's orders its page shows; the order list filtered by parent shows them all. */
const FAMILY_PAGE_ORDERS = 50;

const familyNotFound = () => new ApiError(404, 'familyNotFound');

export function listFamilies(db: Db, query: FamilyListFilters, staff: Member) {
  const window = query.format === 'csv' ? { offset: 0, limit: CSV_MAX_ROWS } : pageWindowOf(query);
  return searchFamilies(db, { q: query.q, adviserId: query.adviserId, disabled: query.disabled, assigneeId: assigneeIdOf(query.assignee, staff), sort: query.sort, ...window });
}

/** A parent with their children, latest orders and entitlements (with the status their tabs show). */
export async function readFamily(db: Db, userId: number, today: string) {
  const family = await findFamily(db, userId);
  if (!family) throw familyNotFound();
  const [children, orders, entitlements] = await Promise.all([
    listChildrenOf(db, userId, { withArchived: true }),
    searchOrderRecords(db, { q: '', parentId: userId, sort: { field: 'createTime', descending: true }, offset: 0, limit: FAMILY_PAGE_ORDERS }),
    listEntitlementRecordsOf(db, userId),
  ]);
  const booked = await countBookingsByEntitlement(db, entitlements.map((entitlement) => entitlement.id), 'booked');
  const withStatus = entitlements.map((entitlement) => ({
    ...entitlement,
    status: entitlementStatusOf({ ...entitlement, booked: booked.get(entitlement.id) ?? 0 }, today),
  }));
  return { family, children, orders: orders.rows, entitlements: withStatus };
}

export type FamilyDetailRecord = Awaited<ReturnType<typeof readFamily>>;

/** `admin/family/assignAdviser/{id}`: the adviser whose card the family sees on /user/home, or none. */
export async function assignAdviser(db: Db, staff: Member, userId: number, adviserId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user || user.role !== 'parent') throw familyNotFound();
    if (adviserId !== null && !(await findAdviser(tx, adviserId))) throw new ApiError(404, 'adviserNotFound');
    if (user.adviserId === adviserId) return;
    await updateUser(tx, userId, { adviserId });
    await recordStaffAction(tx, staff, {
      action: 'family.assignAdviser',
      entityType: 'family',
      entityId: userId,
      before: { adviserId: user.adviserId },
      after: { adviserId },
    });
  });
}

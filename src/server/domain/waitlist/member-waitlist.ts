import type { JoinWaitlistBody } from '../../../shared/api/waitlist.ts';
import { ProductCategory } from '../../../shared/catalogue.ts';
import { enrolmentStatusOf, isEnrolmentOpen } from '../../../shared/enrolment.ts';
import { lockMemberToOrder } from '../../db/repositories/order-creation-repository.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import {
  endOffer,
  findOpenEntryOfChild,
  insertWaitlistEntry,
  leaveWaiting,
  listEntriesOfMember,
  lockProductForWaitlist,
  lockWaitlistEntry,
  type WaitlistEntryRecord,
} from '../../db/repositories/waitlist-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { academyToday, type OrderDeps } from '../orders/order-deps.ts';
import { freeSeat, seatOfferOptionsOf } from './seat-offers.ts';

const entryNotFound = () => new ApiError(404, 'waitlistEntryNotFound');

/**
 * `ddcWaitlist/join` (D32): a child joins the line of a full course. Only a course on offer to the
 * family, not cancelled, not begun and with no seat left to sell; once per child while the place
 * is open. The parent's row is locked as for an order, so one family's requests go one at a time.
 */
export async function joinWaitlist(deps: OrderDeps, member: Member, body: JoinWaitlistBody): Promise<WaitlistEntryRecord> {
  const today = academyToday(deps.env, deps.now);
  try {
    return await deps.db.transaction(async (tx) => {
      const { child, product } = await lockMemberToOrder(tx, member.id, body.childId, body.productId);
      if (!child) throw new ApiError(404, 'childNotFound');
      if (!product) throw new ApiError(404, 'productNotFound');
      if (product.cancelledAt !== null) throw new ApiError(409, 'courseCancelled');
      if (!isEnrolmentOpen(enrolmentStatusOf(product, deps.now, today))) throw new ApiError(409, 'waitlistCourseBegun');
      // The course's row is locked so that the joins of one course take distinct places in turn,
      // and its seats are read under that lock.
      const locked = await lockProductForWaitlist(tx, product.id);
      if (product.categoryId !== ProductCategory.Insights || locked.stock === null || locked.stock > 0) throw new ApiError(409, 'waitlistNotFull');
      if (await findOpenEntryOfChild(tx, product.id, child.id)) throw new ApiError(409, 'waitlistAlreadyJoined');
      const entry = await insertWaitlistEntry(tx, { productId: product.id, memberId: member.id, childId: child.id, now: deps.now });
      const [record] = (await listEntriesOfMember(tx, member.id, product.id)).filter((row) => row.entry.id === entry.id);
      return record;
    });
  } catch (error) {
    // Two joins for one child raced: the unique index kept one.
    if (uniqueViolationOf(error) === 'waitlist_entries_child_idx') throw new ApiError(409, 'waitlistAlreadyJoined');
    throw error;
  }
}

/** `ddcWaitlist/list`: the family's places, with their place in line and their offers. */
export function listWaitlistOf(deps: Pick<OrderDeps, 'db'>, member: Member, productId?: number): Promise<WaitlistEntryRecord[]> {
  return listEntriesOfMember(deps.db, member.id, productId);
}

/**
 * `ddcWaitlist/leave/{id}`: the family leaves the line. A seat offered to them and not yet taken
 * passes on at once, to the next in line or back to the stock, in the same transaction.
 */
export async function leaveWaitlist(deps: OrderDeps, member: Member, entryId: number): Promise<void> {
  const returnedToStock = await deps.db.transaction(async (tx) => {
    const entry = await lockWaitlistEntry(tx, entryId, member.id);
    if (!entry) throw entryNotFound();
    if (entry.status === 'waiting') {
      await leaveWaiting(tx, entry.id, deps.now);
      return false;
    }
    if (entry.status === 'offered' && (await endOffer(tx, entry.id, 'left', deps.now))) {
      const passedTo = await freeSeat(tx, entry.productId, { ...seatOfferOptionsOf(deps.env), now: deps.now });
      return passedTo === undefined;
    }
    throw new ApiError(409, 'waitlistNotOpen');
  });
  if (returnedToStock) deps.onSeatsChanged?.();
}

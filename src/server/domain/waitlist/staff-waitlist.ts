import type { Db } from '../../db/database.ts';
import { findProductForStaff, updateProduct } from '../../db/repositories/admin-catalogue-repository.ts';
import {
  listEntriesOfProduct,
  lockNeighbourInLine,
  lockWaitlistEntry,
  markOffered,
  setPosition,
  type WaitlistEntryRecord,
} from '../../db/repositories/waitlist-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { notifyOffer, offerEndFrom, type SeatOfferSettings } from './seat-offers.ts';

const entryNotFound = () => new ApiError(404, 'waitlistEntryNotFound');

/** `admin/waitlist/list/{productId}`: a course's line as staff see it. */
export async function listWaitlistForStaff(db: Db, productId: number): Promise<WaitlistEntryRecord[]> {
  if (!(await findProductForStaff(db, productId))) throw new ApiError(404, 'productNotFound');
  return listEntriesOfProduct(db, productId);
}

/** `admin/waitlist/move/{id}`: a waiting family changes places with the one before or after it, audited. */
export async function moveInWaitlist(deps: { db: Db; now: Date }, staff: Member, entryId: number, direction: 'up' | 'down'): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entry = await lockWaitlistEntry(tx, entryId);
    if (!entry) throw entryNotFound();
    if (entry.status !== 'waiting') throw new ApiError(409, 'waitlistNotWaiting');
    const neighbour = await lockNeighbourInLine(tx, entry, direction);
    if (!neighbour) return;
    await setPosition(tx, entry.id, neighbour.position, deps.now);
    await setPosition(tx, neighbour.id, entry.position, deps.now);
    await recordStaffAction(tx, staff, {
      action: 'waitlistEntry.move',
      entityType: 'waitlistEntry',
      entityId: entry.id,
      before: { position: entry.position },
      after: { position: neighbour.position },
      note: direction,
    });
  });
}

/**
 * `admin/waitlist/offer/{id}`: staff offer a seat to this family out of turn. A seat left in the
 * stock is taken for it; with none, the course grows by one (its maximum and seat count), since
 * staff chose to make room. The course's row is locked first, as every seat change locks it.
 */
export async function offerSeatByHand(deps: { db: Db } & SeatOfferSettings, staff: Member, entryId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entry = await lockWaitlistEntry(tx, entryId);
    if (!entry) throw entryNotFound();
    const product = await findProductForStaff(tx, entry.productId, true);
    if (!product) throw new ApiError(404, 'productNotFound');
    if (entry.status !== 'waiting') throw new ApiError(409, 'waitlistNotWaiting');
    const fromStock = product.stock !== null && product.stock > 0;
    await updateProduct(tx, product.id, fromStock ? { stock: product.stock! - 1 } : { maxStudents: product.maxStudents + 1 });
    const offer = await markOffered(tx, entry.id, deps.now, offerEndFrom(deps));
    await notifyOffer(tx, offer, deps);
    await recordStaffAction(tx, staff, {
      action: 'waitlistEntry.offer',
      entityType: 'waitlistEntry',
      entityId: entry.id,
      before: { status: entry.status, stock: product.stock, maxStudents: product.maxStudents },
      after: { status: 'offered', stock: fromStock ? product.stock! - 1 : product.stock, maxStudents: fromStock ? product.maxStudents : product.maxStudents + 1 },
    });
  });
}

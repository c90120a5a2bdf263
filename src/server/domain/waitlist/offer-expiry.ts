import type { Db } from '../../db/database.ts';
import { expireOffers } from '../../db/repositories/waitlist-repository.ts';
import { freeSeat, type SeatOfferSettings } from './seat-offers.ts';

/**
 * The waitlist's sweep (D32): each offer whose time ran out ends, and its seat passes to the next
 * family in line or back to the stock, in one transaction per offer. Answers how many seats went
 * back to the stock, which public lists then show.
 */
export async function passOnExpiredOffers(db: Db, settings: SeatOfferSettings): Promise<{ expired: number; returnedToStock: number }> {
  let expired = 0;
  let returnedToStock = 0;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [due] = await expireOffers(tx, settings.now, 1);
      if (!due) return null;
      return { offeredOn: (await freeSeat(tx, due.productId, settings)) !== undefined };
    });
    if (!outcome) break;
    expired += 1;
    if (!outcome.offeredOn) returnedToStock += 1;
  }
  return { expired, returnedToStock };
}

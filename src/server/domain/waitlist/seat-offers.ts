import { DEFAULT_WAITLIST_OFFER_HOURS } from '../../../shared/api/waitlist.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../../shared/limits.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { findChild } from '../../db/repositories/child-repository.ts';
import { findProduct } from '../../db/repositories/product-repository.ts';
import { offerOrReturnSeat, offerSeatFromStock, type SeatOffer } from '../../db/repositories/waitlist-repository.ts';
import { waitlistOfferMail } from '../../adapters/mail/waitlist-templates.ts';
import { addSeconds } from '../clock.ts';
import { notify } from '../notifications/notify.ts';

/** What a seat offer needs to know: when, how long it holds (WAITLIST_OFFER_HOURS), and the academy's time zone for the mail. */
export interface SeatOfferSettings {
  now: Date;
  offerHours?: number;
  timeZone?: string;
}

export const offerEndFrom = (settings: SeatOfferSettings) => addSeconds(settings.now, (settings.offerHours ?? DEFAULT_WAITLIST_OFFER_HOURS) * 3600);

/** How long the offers an app makes hold, and the zone their mail tells time in, from its environment. */
export const seatOfferOptionsOf = (env: Pick<Env, 'WAITLIST_OFFER_HOURS' | 'ACADEMY_TIME_ZONE'>): Omit<SeatOfferSettings, 'now'> => ({
  offerHours: env.WAITLIST_OFFER_HOURS,
  timeZone: env.ACADEMY_TIME_ZONE,
});

export const courseLinkOf = (productId: number) => `/course-detail?id=${productId}`;

/** Tells the family a seat is held for their child, in the offer's transaction (D29, D32). */
export async function notifyOffer(tx: Db, offer: SeatOffer, settings: SeatOfferSettings): Promise<void> {
  const child = await findChild(tx, offer.childId);
  const product = await findProduct(tx, offer.productId);
  if (!product) return;
  await notify(
    tx,
    {
      memberId: offer.memberId,
      kind: 'waitlistOffered',
      link: courseLinkOf(offer.productId),
      sendBefore: offer.offerExpiresAt,
      build: ({ name, language, timeZone: own }) =>
        waitlistOfferMail(
          {
            name,
            childName: child?.name ?? '',
            productName: language === 'cn' ? product.nameZh || product.nameEn : product.nameEn,
            until: offer.offerExpiresAt,
            zones: { academy: settings.timeZone ?? ACADEMY_TIME_ZONE_DEFAULT, own },
          },
          language,
        ),
    },
    settings.now,
  );
}

/**
 * A seat given up (an order closed unpaid, a refund, an offer not taken): offered to the first
 * family waiting and held for them, or back to the stock when nobody waits (D32).
 */
export async function freeSeat(tx: Db, productId: number, settings: SeatOfferSettings): Promise<SeatOffer | undefined> {
  const offer = await offerOrReturnSeat(tx, productId, settings.now, offerEndFrom(settings));
  if (offer) await notifyOffer(tx, offer, settings);
  return offer;
}

/** Seats in the stock while families wait (the maximum raised, an offer made by hand): offered in line order. */
export async function offerSeatsInStock(tx: Db, productId: number, settings: SeatOfferSettings, most = Number.POSITIVE_INFINITY): Promise<SeatOffer[]> {
  const offers: SeatOffer[] = [];
  while (offers.length < most) {
    const offer = await offerSeatFromStock(tx, productId, settings.now, offerEndFrom(settings));
    if (!offer) break;
    await notifyOffer(tx, offer, settings);
    offers.push(offer);
  }
  return offers;
}

import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { CardPaymentProvider } from '../../adapters/payment/card-payment-provider.ts';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import { addSeconds } from '../clock.ts';
import { localDayKey } from '../catalogue/academy-time.ts';
import { CHECKOUT_GRACE_MS } from '../payments/checkout.ts';
import type { PaymentLog } from '../payments/settle-checkout.ts';

/** What the order commands need from the app; the routes build it per request with the clock's `now`. */
export interface OrderDeps {
  db: Db;
  env: Env;
  provider: CardPaymentProvider;
  mailer: Mailer;
  now: Date;
  /** Called after a product's seats changed, so that public product lists show the new stock. */
  onSeatsChanged?: () => void;
  /** Where a card provider's trouble is told (the request's log). */
  log?: PaymentLog;
}

/**
 * The payment deadline of an unpaid order made or sent back now (D7): the parent's countdown runs
 * to it, and nothing moves it afterwards, a card checkout included (ADR 017).
 */
export const holdEndFrom = (env: Pick<Env, 'ORDER_HOLD_MINUTES'>, now: Date) => addSeconds(now, env.ORDER_HOLD_MINUTES * 60);

/**
 * D22: the latest that order keeps its seat, its deadline plus the grace for a card payment the
 * provider had accepted before the deadline (well within one card checkout's lifetime).
 */
export const holdLimitFrom = (env: Pick<Env, 'ORDER_HOLD_MINUTES'>, now: Date) => new Date(holdEndFrom(env, now).getTime() + CHECKOUT_GRACE_MS);

/** Today's calendar date in the academy's time zone, which refunds and entitlements count in. */
export const academyToday = (env: Pick<Env, 'ACADEMY_TIME_ZONE'>, now: Date) => localDayKey(now, env.ACADEMY_TIME_ZONE);

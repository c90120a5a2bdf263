import type { FastifyBaseLogger } from 'fastify';
import type { CardPaymentProvider } from '../../adapters/payment/card-payment-provider.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import { sweepOrders } from '../orders/order-maintenance.ts';
import { passOnExpiredOffers } from '../waitlist/offer-expiry.ts';
import { eraseDueAccounts } from '../family-data/account-deletion.ts';
import { sweepRetention } from './retention.ts';
import { startSweeps } from './sweeps.ts';

export interface PortalSweepDeps {
  database: Database;
  clock: Clock;
  timeZone: string;
  fileStorage: FileStorage;
  cardPayments: CardPaymentProvider;
  intervalSeconds: number;
  /** D32: how long a seat offered to a waitlist is held. */
  waitlistOfferHours: number;
  onSeatsChanged(): void;
  /** Sends the notifications whose time has come: retries, reminders, and what a stopped process left (D29). */
  deliverNotifications(): Promise<number>;
  /** Moves to another course not answered in time end with a refund (ADR 029). */
  sweepCourseMoves(): Promise<{ expired: number }>;
  log: FastifyBaseLogger;
}

/** Notifications are looked at every 15 seconds at most, so that a reminder is not late by a whole interval. */
const NOTIFICATION_SWEEP_MS = 15_000;

/**
 * The portal's sweeps: orders and waitlist offers every interval (a minute by default), notifications every 15
 * seconds, old rows every sixty intervals.
 * Answers a function that stops them and waits for the turns under way.
 */
export function startPortalSweeps(deps: PortalSweepDeps): () => Promise<void> {
  const interval = deps.intervalSeconds * 1000;
  return startSweeps(
    [
      {
        name: 'orders',
        everyMs: interval,
        run: sweepOrders({
          db: deps.database.db,
          provider: deps.cardPayments,
          clock: deps.clock,
          timeZone: deps.timeZone,
          offerHours: deps.waitlistOfferHours,
          onSeatsChanged: deps.onSeatsChanged,
          log: deps.log,
        }),
      },
      {
        name: 'waitlist',
        everyMs: interval,
        async run() {
          const passed = await passOnExpiredOffers(deps.database.db, { now: deps.clock(), offerHours: deps.waitlistOfferHours, timeZone: deps.timeZone });
          if (passed.returnedToStock > 0) deps.onSeatsChanged();
        },
      },
      {
        name: 'course moves',
        everyMs: interval,
        async run() {
          await deps.sweepCourseMoves();
        },
      },
      {
        name: 'notifications',
        everyMs: Math.min(interval, NOTIFICATION_SWEEP_MS),
        run: async () => {
          await deps.deliverNotifications();
        },
      },
      {
        name: 'account erasure',
        everyMs: 60 * interval,
        async run() {
          const done = await eraseDueAccounts({ db: deps.database.db, storage: deps.fileStorage, now: deps.clock(), timeZone: deps.timeZone });
          if (done.erased + done.withdrawn > 0) deps.log.info(done, 'accounts whose deletion was due');
        },
      },
      {
        name: 'retention',
        everyMs: 60 * interval,
        async run() {
          const removed = await sweepRetention({ db: deps.database.db, fileStorage: deps.fileStorage, now: deps.clock() });
          if (Object.values(removed).some((count) => count > 0)) deps.log.info({ removed }, 'removed rows that no longer matter');
        },
      },
    ],
    {
      runExclusively: deps.database.runExclusively,
      onError: (sweep, error) => deps.log.error({ err: error, sweep }, 'a maintenance sweep failed'),
    },
  );
}

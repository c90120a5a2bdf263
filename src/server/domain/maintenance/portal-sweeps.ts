import type { FastifyBaseLogger } from 'fastify';
import type { CardPaymentProvider } from '../../adapters/payment/card-payment-provider.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../clock.ts';
import { sweepOrders } from '../orders/order-maintenance.ts';
import { sweepRetention } from './retention.ts';
import { startSweeps } from './sweeps.ts';

export interface PortalSweepDeps {
  database: Database;
  clock: Clock;
  timeZone: string;
  fileStorage: FileStorage;
  cardPayments: CardPaymentProvider;
  intervalSeconds: number;
  onSeatsChanged(): void;
  log: FastifyBaseLogger;
}

/**
 * The portal's sweeps: orders every interval (a minute by default), old rows every sixty.
 * Answers a function that stops them.
 */
export function startPortalSweeps(deps: PortalSweepDeps): () => void {
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
          onSeatsChanged: deps.onSeatsChanged,
          log: deps.log,
        }),
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

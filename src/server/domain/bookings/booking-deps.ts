import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';

/** What booking commands need; the routes build it per request with the clock's `now`. */
export interface BookingDeps {
  db: Db;
  env: Pick<Env, 'BOOKING_CANCEL_HOURS' | 'ACADEMY_TIME_ZONE'>;
  now: Date;
}

import { randomUUID } from 'node:crypto';
import type { Broadcast } from '../db/database.ts';
import type { PublicCache } from './public-cache.ts';

const CHANNEL = 'public_cache_invalidated';

/**
 * Several instances on one PostgreSQL (DESIGN §4): a write on one empties every instance's
 * public-read cache through LISTEN/NOTIFY, so that the others show it within moments instead of
 * after their TTL. The payload names the instance that wrote, which has already emptied its own.
 * Answers a function that stops listening.
 */
export async function sharePublicCacheInvalidations(
  cache: PublicCache,
  broadcast: Broadcast,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const instance = randomUUID();
  const stop = await broadcast.subscribe(CHANNEL, {
    onMessage: (writer) => {
      if (writer !== instance) cache.clear();
    },
    // Whatever was announced while the connection was down is unknown: start afresh.
    onReconnected: () => cache.clear(),
  });
  // One message in flight at a time: writes that land meanwhile (an enrolment rush takes a seat
  // per order) are told in one more message once it is sent, which still follows their commits.
  let sending = false;
  let again = false;
  const announce = () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    void broadcast
      .publish(CHANNEL, instance)
      .catch(onError)
      .finally(() => {
        sending = false;
        if (again) {
          again = false;
          announce();
        }
      });
  };
  cache.announceInvalidationsWith(announce);
  return stop;
}

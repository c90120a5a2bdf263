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
  cache.announceInvalidationsWith(() => void broadcast.publish(CHANNEL, instance).catch(onError));
  return stop;
}

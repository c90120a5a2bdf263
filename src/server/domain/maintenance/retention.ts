import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import {
  deleteEndedSessions,
  deleteIdleRateLimitBuckets,
  deleteSpentAuthCodes,
  deleteUnclaimedApplicationFiles,
} from '../../db/repositories/retention-repository.ts';
import { addSeconds } from '../clock.ts';

/**
 * What stops mattering is kept one more day, then deleted: application documents whose sender
 * never signed up, sessions that ended, codes that were used or ran out, and rate-limit buckets
 * long idle. The day leaves room for a sign-up finishing late and for requests in flight.
 */
export const RETENTION_GRACE_SECONDS = 24 * 60 * 60;

export interface RetentionReport {
  unclaimedFiles: number;
  sessions: number;
  authCodes: number;
  rateLimitBuckets: number;
}

export async function sweepRetention(deps: { db: Db; fileStorage: FileStorage; now: Date }): Promise<RetentionReport> {
  const before = addSeconds(deps.now, -RETENTION_GRACE_SECONDS);
  // The rows go first: no file is ever named that the store no longer has.
  const unclaimed = await deleteUnclaimedApplicationFiles(deps.db, before);
  for (const key of unclaimed) await deps.fileStorage.remove(key);
  return {
    unclaimedFiles: unclaimed.length,
    sessions: await deleteEndedSessions(deps.db, before),
    authCodes: await deleteSpentAuthCodes(deps.db, before),
    rateLimitBuckets: await deleteIdleRateLimitBuckets(deps.db, before),
  };
}

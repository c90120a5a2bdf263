import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';

/** What the assessment and requirement commands need; the routes build it per request with the clock's `now`. */
export interface ConsultingDeps {
  db: Db;
  now: Date;
  storage: FileStorage;
}

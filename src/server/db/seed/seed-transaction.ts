import type { Db } from '../database.ts';

/** The one transaction the whole demo seed runs in. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

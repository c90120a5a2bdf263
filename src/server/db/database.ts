import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** One type for both engines: PGlite by default, PostgreSQL when a URL is given. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the migrations; instances that start together take turns (an advisory lock). */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Runs `work` unless the same job is already running, here or on another instance, and
   * answers whether it ran. Periodic sweeps go through it so that one instance at a time does each.
   */
  runExclusively(job: string, work: () => Promise<void>): Promise<boolean>;
  /** Messages between instances (PostgreSQL LISTEN/NOTIFY); absent on PGlite, which has one process. */
  broadcast?: Broadcast;
  /** PGlite only: a consistent tarball of the whole cluster, taken between two statements. */
  dumpCluster?(): Promise<Uint8Array>;
}

export interface BroadcastListener {
  onMessage(payload: string): void;
  /** The connection that listens was lost and is back: messages may have been missed meanwhile. */
  onReconnected(): void;
}

export interface Broadcast {
  publish(channel: string, payload: string): Promise<void>;
  /** Listens until the answered function is called. */
  subscribe(channel: string, listener: BroadcastListener): Promise<() => Promise<void>>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Keys of the advisory locks, one place for all so that no two uses collide. */
export const AdvisoryLock = {
  migrations: 'everbright-migrations',
  job: (name: string) => `everbright-job:${name}`,
} as const;

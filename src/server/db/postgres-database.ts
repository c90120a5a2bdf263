import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { AdvisoryLock, migrationsFolder, type Broadcast, type BroadcastListener, type Database, type Db } from './database.ts';
import * as schema from './schema.ts';

const RECONNECT_DELAY_MS = 1000;

/** PostgreSQL through a pool (`DATABASE_URL`): any number of instances may share it (DESIGN §4). */
export function openPostgres(url: string, onConnectionError: (error: Error) => void = () => {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server closes (a restart, an administrator) is dropped by the
  // pool and replaced on the next query; without a listener it would end the process.
  pool.on('error', onConnectionError);
  const listeners: Array<() => Promise<void>> = [];

  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    engine: 'postgres',
    // Instances started together would otherwise race on CREATE TABLE; the lock is a session
    // lock, so the migrations run on the very connection that holds it.
    migrate: () =>
      withClient(pool, async (client) => {
        await client.query('select pg_advisory_lock(hashtext($1))', [AdvisoryLock.migrations]);
        try {
          await migrate(drizzle(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [AdvisoryLock.migrations]);
        }
      }),
    ping: async () => (await pool.query('select 1')).rowCount === 1,
    runExclusively: (job, work) =>
      withClient(pool, async (client) => {
        const key = AdvisoryLock.job(job);
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key]);
        if (!rows[0].locked) return false;
        try {
          await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
        return true;
      }),
    broadcast: notifyBroadcast(url, pool, onConnectionError, listeners),
    async close() {
      await Promise.all(listeners.splice(0).map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * Runs `work` on one connection of its own. A connection whose work failed is closed rather than
 * returned: it may still hold a session lock.
 */
async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failed = false;
  try {
    return await work(client);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    client.release(failed);
  }
}

/**
 * LISTEN/NOTIFY. Each subscription keeps a connection of its own outside the pool (a pooled one
 * would stop listening when handed back) and opens it again when it is lost.
 */
function notifyBroadcast(
  url: string,
  pool: pg.Pool,
  onConnectionError: (error: Error) => void,
  listeners: Array<() => Promise<void>>,
): Broadcast {
  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, listener) {
      const subscription = new Subscription(url, channel, listener, onConnectionError);
      await subscription.connect();
      const stop = () => subscription.stop();
      listeners.push(stop);
      return stop;
    },
  };
}

class Subscription {
  private client: pg.Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly listener: BroadcastListener,
    private readonly onConnectionError: (error: Error) => void,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.listener.onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.onConnectionError(error);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) await client.end();
    else this.client = client;
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.reconnectLater();
  }

  private reconnectLater() {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(async () => {
      this.retry = undefined;
      try {
        await this.connect();
        this.listener.onReconnected();
      } catch (error) {
        this.onConnectionError(error as Error);
        this.reconnectLater();
      }
    }, RECONNECT_DELAY_MS);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

import type { Database } from '../../db/database.ts';

/** Work that runs without a request: holds that run out, entitlements that fall due, old rows. */
export interface Sweep {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export interface SweepOptions {
  /** The database's job lock: one instance at a time runs each sweep (DESIGN §4). */
  runExclusively: Database['runExclusively'];
  onError(sweep: string, error: unknown): void;
}

/**
 * Runs each sweep soon after the start (work may have fallen due while the portal was down: a
 * second later, so as not to hold up the first requests) and then on its interval. A sweep still
 * running, here or on another instance, makes that turn a no-op. The timers do not keep the
 * process alive. Answers a function that stops them and settles once the turns under way have
 * ended, so that the database can be closed behind them.
 */
export function startSweeps(sweeps: Sweep[], options: SweepOptions): () => Promise<void> {
  const underWay = new Set<Promise<void>>();
  const timers = sweeps.flatMap((sweep) => {
    const turn = () => {
      const running = options
        .runExclusively(sweep.name, sweep.run)
        .then(() => undefined)
        .catch((error: unknown) => options.onError(sweep.name, error))
        .finally(() => underWay.delete(running));
      underWay.add(running);
    };
    return [setTimeout(turn, Math.min(sweep.everyMs, 1000)), setInterval(turn, sweep.everyMs)].map((timer) => timer.unref());
  });
  return async () => {
    timers.forEach((timer) => clearTimeout(timer));
    await Promise.allSettled(underWay);
  };
}

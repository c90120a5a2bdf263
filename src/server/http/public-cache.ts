import { createHash } from 'node:crypto';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * A short-lived, per-process cache of public read answers. Writes that change public data call
 * `invalidate()`, so a cached answer never outlives the data it was made from on this instance;
 * the TTL bounds staleness across instances.
 */
export class PublicCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit;

    const generation = this.generation;
    const body = JSON.stringify(await compute());
    const entry: Entry = { body, etag: etagOf(body), expiresAt: now + this.ttlMs };
    // A write that landed while computing makes this answer stale: serve it once, keep nothing.
    if (this.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, entry);
    }
    return entry;
  }

  invalidate() {
    this.generation += 1;
    this.entries.clear();
  }
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

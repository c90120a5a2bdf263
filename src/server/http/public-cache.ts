import { createHash } from 'node:crypto';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
  /** What the entry costs: its body, its key and the bookkeeping around them. */
  bytes: number;
}

export interface PublicCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

/** The Map, the key's string and the Entry object, roughly. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * A short-lived, per-process cache of public read answers, bounded by bytes: when full, the
 * least recently used answers go. Writes that change public data call `invalidate()`, which
 * empties it here and, once connected (public-cache-sync.ts), on every other instance; the TTL
 * only bounds staleness should that message be lost.
 */
export class PublicCache {
  /** In the order of their last use, the least recent first. */
  private entries = new Map<string, Entry>();
  private usedBytes = 0;
  private generation = 0;
  private announce: (() => void) | undefined;

  constructor(private readonly options: PublicCacheOptions) {}

  get bytes(): number {
    return this.usedBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.forget(key, hit);
      if (hit.expiresAt > now) {
        this.remember(key, hit);
        return hit;
      }
    }

    const generation = this.generation;
    const body = Buffer.from(JSON.stringify(await compute()));
    const entry: Entry = {
      body,
      etag: etagOf(body),
      expiresAt: now + this.options.ttlMs,
      bytes: body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    };
    // A write that landed while computing makes this answer stale: serve it once, keep nothing.
    // One answer may not take more than a quarter of the room, so that it cannot empty the rest.
    const keep = this.options.ttlMs > 0 && generation === this.generation && entry.bytes <= this.options.maxBytes / 4;
    if (keep) {
      const earlier = this.entries.get(key);
      if (earlier) this.forget(key, earlier);
      this.remember(key, entry);
      this.evictBeyondBudget();
    }
    return entry;
  }

  /** Public data changed here: forget every answer, here and on the other instances. */
  invalidate() {
    this.clear();
    this.announce?.();
  }

  /** Forgets every answer without telling anyone: another instance changed the data. */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.usedBytes = 0;
  }

  /** How `invalidate()` reaches the other instances. */
  announceInvalidationsWith(announce: () => void) {
    this.announce = announce;
  }

  private remember(key: string, entry: Entry) {
    this.entries.set(key, entry);
    this.usedBytes += entry.bytes;
  }

  private forget(key: string, entry: Entry) {
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
  }

  private evictBeyondBudget() {
    for (const [key, entry] of this.entries) {
      if (this.usedBytes <= this.options.maxBytes) return;
      this.forget(key, entry);
    }
  }
}

export function etagOf(body: Buffer | string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

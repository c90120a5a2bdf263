import { createHash } from 'node:crypto';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

interface Entry extends CachedAnswer {
  key: string;
  expiresAt: number;
  /** Forms of the body made on demand, by name (its compressed copies). */
  variants: Map<string, Buffer>;
  /** What the entry costs: its body and variants, its key and the bookkeeping around them. */
  bytes: number;
}

export interface PublicCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

/** The Map, the key's string and the Entry object, roughly. */
const ENTRY_OVERHEAD_BYTES = 256;
/**
 * Requests as sent that are remembered with the key their schemas made of them: at most so many,
 * so long, a few MB in all. Longer ones (a page's usual read is about 100 characters) are
 * validated each time.
 */
const REQUEST_KEYS_MAX = 2048;
const REQUEST_KEY_MAX_LENGTH = 1024;

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
  /**
   * The key of each request as sent (`requestKey`) that has been answered. What a schema makes of
   * a request depends on nothing else, so these hold through invalidations.
   */
  private keysOfRequests = new Map<string, string>();

  constructor(private readonly options: PublicCacheOptions) {}

  get bytes(): number {
    return this.usedBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer kept under `key`, if it has not expired; it becomes the most recently used. */
  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.forget(key, hit);
    if (hit.expiresAt <= Date.now()) return undefined;
    this.remember(key, hit);
    return hit;
  }

  /**
   * The answer kept for a request as sent, if the same request was answered before: found
   * without validating and keying it again. The JSON parser asks for every body, an upload's
   * included, so a key longer than any remembered is not even hashed.
   */
  getByRequest(requestKey: string): CachedAnswer | undefined {
    if (requestKey.length > REQUEST_KEY_MAX_LENGTH) return undefined;
    const key = this.keysOfRequests.get(requestKey);
    return key === undefined ? undefined : this.get(key);
  }

  /** Remembers that the request sent as `requestKey`, once validated, was answered under `key`. */
  rememberRequest(requestKey: string, key: string) {
    if (requestKey.length > REQUEST_KEY_MAX_LENGTH || this.keysOfRequests.get(requestKey) === key) return;
    // Any caller can send any valid request: when full, start again rather than grow.
    if (this.keysOfRequests.size >= REQUEST_KEYS_MAX) this.keysOfRequests.clear();
    this.keysOfRequests.set(requestKey, key);
  }

  async getOrCompute(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    const hit = this.get(key);
    if (hit) return hit;

    const now = Date.now();
    const generation = this.generation;
    const body = Buffer.from(JSON.stringify(await compute()));
    const entry: Entry = {
      key,
      body,
      etag: etagOf(body),
      variants: new Map(),
      expiresAt: now + this.options.ttlMs,
      bytes: body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    };
    // A write that landed while computing makes this answer stale: serve it once, keep nothing.
    const keep = this.options.ttlMs > 0 && generation === this.generation && this.fits(entry);
    if (keep) {
      const earlier = this.entries.get(key);
      if (earlier) this.forget(key, earlier);
      this.remember(key, entry);
      this.evictBeyondBudget();
    }
    return entry;
  }

  /**
   * Another form of an answer's body (e.g. compressed), made once by `make` and kept with the
   * answer for as long as it stays, counted in its bytes.
   */
  variantOf(answer: CachedAnswer, name: string, make: (body: Buffer) => Buffer): Buffer {
    const entry = answer as Entry;
    const known = entry.variants.get(name);
    if (known) return known;
    const variant = make(entry.body);
    // An answer served once, evicted or emptied by a write, keeps nothing more.
    if (this.entries.get(entry.key) !== entry) return variant;
    entry.variants.set(name, variant);
    entry.bytes += variant.length;
    this.usedBytes += variant.length;
    if (!this.fits(entry)) this.forget(entry.key, entry);
    this.evictBeyondBudget();
    return variant;
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

  /** One answer may not take more than a quarter of the room, so that it cannot empty the rest. */
  private fits(entry: Entry): boolean {
    return entry.bytes <= this.options.maxBytes / 4;
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

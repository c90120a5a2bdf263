import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.ts';

const answer = (text: string) => async () => ({ text });
/** What one cached answer `{text}` under `key` costs, as the cache counts it. */
const costOf = (key: string, text: string) => Buffer.byteLength(JSON.stringify({ text })) + key.length * 2 + 256;

describe('PublicCache', () => {
  it('keeps at most its budget of bytes and lets the least recently used answers go first', async () => {
    const text = 'x'.repeat(700);
    const cache = new PublicCache({ ttlMs: 60_000, maxBytes: costOf('k1', text) * 4 });
    for (const key of ['k1', 'k2', 'k3', 'k4']) await cache.getOrCompute(key, answer(text));
    expect(cache.size).toBe(4);

    // k1 is read again, so k2 is now the least recently used and goes when k5 arrives.
    let computed = 0;
    const counting = async () => ((computed += 1), { text });
    await cache.getOrCompute('k1', counting);
    await cache.getOrCompute('k5', counting);
    expect(computed).toBe(1);
    expect(cache.size).toBe(4);
    expect(cache.bytes).toBe(costOf('k1', text) * 4);
    for (const key of ['k1', 'k3', 'k4', 'k5']) await cache.getOrCompute(key, counting);
    expect(computed).toBe(1);
    await cache.getOrCompute('k2', counting);
    expect(computed).toBe(2);
  });

  it('never keeps one answer larger than a quarter of its budget', async () => {
    const cache = new PublicCache({ ttlMs: 60_000, maxBytes: 4000 });
    await cache.getOrCompute('small', answer('a'));
    const large = await cache.getOrCompute('large', answer('y'.repeat(1200)));
    expect(large.body.length).toBeGreaterThan(1000);
    expect(cache.size).toBe(1);
  });

  it('counts replaced and expired entries once', async () => {
    let now = 0;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const cache = new PublicCache({ ttlMs: 1000, maxBytes: 100_000 });
      await cache.getOrCompute('k', answer('first'));
      const one = cache.bytes;
      now = 2000;
      await cache.getOrCompute('k', answer('again'));
      expect(cache.bytes).toBe(one);
      expect(cache.size).toBe(1);
    } finally {
      Date.now = realNow;
    }
  });

  it('keeps nothing computed while a write emptied it, and tells the other instances of a write', async () => {
    const cache = new PublicCache({ ttlMs: 60_000, maxBytes: 100_000 });
    let announced = 0;
    cache.announceInvalidationsWith(() => (announced += 1));
    await cache.getOrCompute('k', async () => {
      cache.invalidate();
      return { text: 'read before the write' };
    });
    expect(cache.size).toBe(0);
    expect(announced).toBe(1);

    await cache.getOrCompute('k', answer('now'));
    cache.clear();
    expect([cache.size, cache.bytes, announced]).toEqual([0, 0, 1]);
  });

  it('makes a variant of an answer once, counts its bytes, and forgets it with the answer', async () => {
    const cache = new PublicCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const entry = await cache.getOrCompute('k', answer('x'.repeat(2000)));
    const plain = cache.bytes;
    let made = 0;
    const half = (body: Buffer) => ((made += 1), body.subarray(0, body.length / 2));
    const first = cache.variantOf(entry, 'half', half);
    expect(cache.variantOf((await cache.getOrCompute('k', answer('unused'))), 'half', half)).toBe(first);
    expect(made).toBe(1);
    expect(cache.bytes).toBe(plain + first.length);

    cache.invalidate();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
    // The emptied answer may still be being sent: its variant is made for it, and kept nowhere.
    cache.variantOf(entry, 'other', half);
    expect(cache.bytes).toBe(0);
    const fresh = await cache.getOrCompute('k', answer('y'.repeat(2000)));
    expect(cache.variantOf(fresh, 'half', half).toString()).toContain('yyy');
  });

  it('lets an answer go when its variants would take more than a quarter of the room', async () => {
    const text = 'x'.repeat(700);
    const cache = new PublicCache({ ttlMs: 60_000, maxBytes: costOf('k', text) * 4 + 100 });
    const entry = await cache.getOrCompute('k', answer(text));
    expect(cache.size).toBe(1);
    cache.variantOf(entry, 'copy', (body) => Buffer.from(body));
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('finds an answer by the request as sent once that request has been answered, and not after the answer is gone', async () => {
    const cache = new PublicCache({ ttlMs: 60_000, maxBytes: 100_000 });
    expect(cache.getByRequest('en|POST /list|{"b":2,"a":1}')).toBeUndefined();
    const entry = await cache.getOrCompute('en|POST /list|{"a":1,"b":2}', answer('list'));
    cache.rememberRequest('en|POST /list|{"b":2,"a":1}', 'en|POST /list|{"a":1,"b":2}');
    expect(cache.getByRequest('en|POST /list|{"b":2,"a":1}')).toBe(entry);

    // A write empties the answers; the request is answered again the long way, not from a stale copy.
    cache.invalidate();
    expect(cache.getByRequest('en|POST /list|{"b":2,"a":1}')).toBeUndefined();
    const fresh = await cache.getOrCompute('en|POST /list|{"a":1,"b":2}', answer('new list'));
    expect(cache.getByRequest('en|POST /list|{"b":2,"a":1}')).toBe(fresh);
  });

  it('remembers a bounded number of short requests', async () => {
    const cache = new PublicCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const entry = await cache.getOrCompute('k', answer('list'));
    const long = `en|POST /list|${'x'.repeat(2000)}`;
    cache.rememberRequest(long, 'k');
    expect(cache.getByRequest(long)).toBeUndefined();

    cache.rememberRequest('first', 'k');
    for (let index = 0; index < 2048; index += 1) cache.rememberRequest(`request ${index}`, 'k');
    // Full, it started again: the oldest requests are forgotten, the newest is kept.
    expect(cache.getByRequest('first')).toBeUndefined();
    expect(cache.getByRequest('request 2047')).toBe(entry);
  });
});

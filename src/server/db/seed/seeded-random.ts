/**
 * A small deterministic pseudo-random generator (mulberry32), so that the demo seed is the same
 * on every machine for a given month and a test can reproduce it.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function seededRandom(seedText: string): SeededRandom {
  let state = hashText(seedText);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    integer,
    pick: (items) => items[integer(0, items.length - 1)],
    sample: (items, count) => {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index -= 1) {
        const other = integer(0, index);
        [pool[index], pool[other]] = [pool[other], pool[index]];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
  };
}

/** FNV-1a: turns the seed text into a 32-bit starting state. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

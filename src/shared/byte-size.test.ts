import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size.ts';

describe('formatByteSize (§9)', () => {
  it.each([
    [0, '0B'],
    [1, '1B'],
    [1023, '1020B'],
    [1024, '1KB'],
    [1536, '1.5KB'],
    [20 * 1024 * 1024, '20MB'],
    [1234567890, '1.15GB'],
    [5 * 1024 ** 4, '5TB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatByteSize(bytes)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { changedFields } from './audit.ts';

describe('changedFields', () => {
  it('keeps only the fields that changed, before and after', () => {
    expect(changedFields({ id: 1, name: 'A', price: 10 }, { id: 1, name: 'B', price: 10 })).toEqual({
      before: { name: 'A' },
      after: { name: 'B' },
    });
  });

  it('keeps every field of a creation or a deletion, and dates as ISO text', () => {
    const when = new Date('2026-11-23T01:00:00Z');
    expect(changedFields(null, { id: 2, at: when })).toEqual({ before: null, after: { id: 2, at: '2026-11-23T01:00:00.000Z' } });
    expect(changedFields({ id: 2 }, null)).toEqual({ before: { id: 2 }, after: null });
  });

  it('never keeps a secret', () => {
    expect(changedFields({ passwordHash: 'x', nickname: 'a' }, { passwordHash: 'y', nickname: 'b' })).toEqual({
      before: { nickname: 'a' },
      after: { nickname: 'b' },
    });
  });

  it('compares arrays and objects by value', () => {
    expect(changedFields({ grades: ['G7'] }, { grades: ['G7'] })).toEqual({ before: {}, after: {} });
  });
});

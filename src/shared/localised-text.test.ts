import { describe, expect, it } from 'vitest';
import { textOf } from './localised-text.ts';

describe('textOf', () => {
  const row = { nameEn: 'Number Theory', nameZh: '数论', noteEn: 'Only English', noteZh: ' ', tagEn: '', tagZh: '仅中文' };

  it('answers in the requested language', () => {
    expect(textOf(row, 'name', 'en')).toBe('Number Theory');
    expect(textOf(row, 'name', 'cn')).toBe('数论');
  });

  it('falls back to the other language when a translation is blank', () => {
    expect(textOf(row, 'note', 'cn')).toBe('Only English');
    expect(textOf(row, 'tag', 'en')).toBe('仅中文');
  });
});

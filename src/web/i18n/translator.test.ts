import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { zh } from './zh.ts';
import { createTranslator } from './translator.tsx';

const texts = {
  greeting: 'Hello, {{name}}',
  seats: { left_one: '{{count}} seat left', left_other: '{{count}} seats left', left_zero: 'Sold out' },
  labels: { bold: 'Bold', italic: 'Italic' },
};

describe('the translator', () => {
  const { t } = createTranslator('en', () => texts);

  it('fills placeholders, keeping one the caller did not name', () => {
    expect(t('greeting', { name: 'Mei' })).toBe('Hello, Mei');
    expect(t('greeting', { name: undefined })).toBe('Hello, ');
    expect(t('greeting')).toBe('Hello, {{name}}');
  });

  it('picks the plural form of the count by the language’s rules', () => {
    expect(t('seats.left', { count: 1 })).toBe('1 seat left');
    expect(t('seats.left', { count: 3 })).toBe('3 seats left');
    expect(t('seats.left', { count: 0 })).toBe('Sold out');
    const chinese = createTranslator('cn', () => ({ seats: { left_one: '一', left_other: '剩 {{count}} 个' } }));
    expect(chinese.t('seats.left', { count: 1 })).toBe('剩 1 个');
  });

  it('answers the default value, else the key, for a text it does not have', () => {
    expect(t('missing.text', { defaultValue: 'Refund {{amount}}', amount: '$10' })).toBe('Refund $10');
    expect(t('missing.text')).toBe('missing.text');
    expect(t('labels')).toBe('labels');
  });

  it('answers a part of the catalogue only when asked for one', () => {
    expect(t('labels', { returnObjects: true })).toEqual({ bold: 'Bold', italic: 'Italic' });
  });

  it('finds texts of a part loaded after it was made', () => {
    const parts: Record<string, unknown>[] = [{ a: 'A' }];
    const later = createTranslator('en', () => Object.assign({}, ...parts));
    expect(later.t('b')).toBe('b');
    parts.push({ b: 'B' });
    expect(later.t('b')).toBe('B');
  });

  it('reads the real catalogues’ plurals in both languages', () => {
    const english = createTranslator('en', () => en);
    const chinese = createTranslator('cn', () => zh);
    expect(english.t('timetable.dialog.minutes', { count: 1 })).toBe(en.timetable.dialog.minutes_one.replace('{{count}}', '1'));
    expect(english.t('timetable.dialog.minutes', { count: 90 })).toBe(en.timetable.dialog.minutes_other.replace('{{count}}', '90'));
    expect(chinese.t('timetable.dialog.minutes', { count: 1 })).toBe(zh.timetable.dialog.minutes_other.replace('{{count}}', '1'));
  });
});

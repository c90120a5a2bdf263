import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { zh } from './zh.ts';

function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(catalogue: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], catalogue);
}

describe('interface catalogues (D4)', () => {
  it('have the same keys in English and Chinese', () => {
    const english = keysOf(en).sort();
    const chinese = keysOf(zh).sort();
    expect(english.filter((key) => !chinese.includes(key))).toEqual([]);
    expect(chinese.filter((key) => !english.includes(key))).toEqual([]);
  });

  it('leave no text empty in either language', () => {
    const empty = keysOf(en).filter((key) => {
      const english = valueAt(en, key);
      const chinese = valueAt(zh, key);
      return typeof english !== 'string' || !english.trim() || typeof chinese !== 'string' || !chinese.trim();
    });
    expect(empty).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const variables = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const mismatched = keysOf(en).filter(
      (key) => variables(valueAt(en, key)).join() !== variables(valueAt(zh, key)).join(),
    );
    expect(mismatched).toEqual([]);
  });
});

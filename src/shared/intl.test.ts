import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl.ts';

describe('shared Intl formatters', () => {
  it('builds one formatter per locale and options, and formats as a new one would', () => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    const first = dateTimeFormat('zh-CN', options);
    expect(dateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(first);
    expect(dateTimeFormat('en-US', options)).not.toBe(first);
    expect(dateTimeFormat('zh-CN', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(first);
    const day = new Date(Date.UTC(2026, 10, 14));
    expect(first.format(day)).toBe(new Intl.DateTimeFormat('zh-CN', options).format(day));
  });

  it('keeps number and list formatters apart from date formatters with the same options', () => {
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1490)).toBe('$1,490.00');
    expect(listFormat('en-US', { style: 'long', type: 'conjunction' }).format(['Tuesday', 'Friday'])).toBe('Tuesday and Friday');
    expect(numberFormat('en-US', {})).not.toBe(dateTimeFormat('en-US', {}));
  });
});

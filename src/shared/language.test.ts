import { describe, expect, it } from 'vitest';
import { htmlLangOf, parseLanguage } from './language.ts';

describe('languages', () => {
  it.each([
    ['en', 'en'],
    ['cn', 'cn'],
    ['zh', 'cn'],
    ['zh-CN', 'cn'],
    [' CN ', 'cn'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s is read as %s', (value, language) => {
    expect(parseLanguage(value)).toBe(language);
  });

  it('sets the document language to zh for cn (§4)', () => {
    expect(htmlLangOf('cn')).toBe('zh');
    expect(htmlLangOf('en')).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { isExternalUrl, textLengthOf } from './block-model.ts';

describe('content blocks', () => {
  it('measures details without their tags, Chinese characters counting double', () => {
    expect(textLengthOf('<p>Small <strong>groups</strong></p>')).toBe(12);
    expect(textLengthOf('<p>小班课</p>')).toBe(6);
  });

  it('opens only links that leave the site in a new tab', () => {
    expect(isExternalUrl('https://example.org')).toBe(true);
    expect(isExternalUrl('//example.org')).toBe(true);
    expect(isExternalUrl('mailto:support@everbright.academy')).toBe(true);
    expect(isExternalUrl('/insights')).toBe(false);
  });
});

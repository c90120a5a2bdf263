import { describe, expect, it } from 'vitest';
import { DETAILS_COLLAPSE_AT_CHARS, isExternalUrl, startsCollapsed, textLengthOf } from './block-model.ts';

describe('content blocks', () => {
  it('measures details without their tags, Chinese characters counting double', () => {
    expect(textLengthOf('<p>Small <strong>groups</strong></p>')).toBe(12);
    expect(textLengthOf('<p>小班课</p>')).toBe(6);
  });

  it('collapses long details, but never contact details', () => {
    const long = `<p>${'word '.repeat(DETAILS_COLLAPSE_AT_CHARS / 4)}</p>`;
    expect(startsCollapsed(long)).toBe(true);
    expect(startsCollapsed('<p>Short</p>')).toBe(false);
    expect(startsCollapsed(`${long}<p>Phone: <a href="tel:+862155502016">+86 21 5550 2016</a></p>`)).toBe(false);
    expect(startsCollapsed(`${long}<p><a href="mailto:support@everbright.academy">Write to us</a></p>`)).toBe(false);
  });

  it('opens only links that leave the site in a new tab', () => {
    expect(isExternalUrl('https://example.org')).toBe(true);
    expect(isExternalUrl('//example.org')).toBe(true);
    expect(isExternalUrl('mailto:support@everbright.academy')).toBe(true);
    expect(isExternalUrl('/insights')).toBe(false);
  });
});

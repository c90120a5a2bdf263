import type { ContentBlockDto } from '../../../shared/api/public-content.ts';

/** Details longer than this (in Latin-letter widths) start collapsed behind "Expand". */
export const DETAILS_COLLAPSE_AT_CHARS = 280;

/** Chinese characters and full-width punctuation take about two Latin letters' width. */
const WIDE_CHARACTERS = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/g;

/** Intrinsic size for images without one, so that the layout does not jump while they load. */
const DEFAULT_IMAGE_SIZE = { width: 1200, height: 900 };

/** How much room a block's details take, so that both languages collapse at the same length. */
export function textLengthOf(html: string): number {
  const text = html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return text.length + (text.match(WIDE_CHARACTERS)?.length ?? 0);
}

/**
 * Details that give a phone number or an e-mail address are never collapsed: a family looking for
 * how to reach us should not have to find an "Expand" first.
 */
export function startsCollapsed(html: string): boolean {
  return textLengthOf(html) > DETAILS_COLLAPSE_AT_CHARS && !/href="(tel|mailto):/i.test(html);
}

export function imageSizeOf(block: ContentBlockDto) {
  if (block.imageWidth && block.imageHeigh) return { width: block.imageWidth, height: block.imageHeigh };
  return DEFAULT_IMAGE_SIZE;
}

/** Links that leave the site open in a new tab, without handing it our window. */
export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^mailto:|^tel:/i.test(url);
}

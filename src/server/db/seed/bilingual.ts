import { sanitizeRichText } from '../../domain/content/sanitize-rich-text.ts';

/** Every visitor-facing text of the seed is written in both languages side by side (D4). */
export interface Bilingual {
  en: string;
  zh: string;
}

/** Rich text goes through the same sanitiser as an editor's writes, so the seed sets no precedent. */
export function richText(text: Bilingual): Bilingual {
  return { en: sanitizeRichText(text.en), zh: sanitizeRichText(text.zh) };
}

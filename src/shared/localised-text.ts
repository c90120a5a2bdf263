import type { Language } from './language.ts';

/**
 * The text of a bilingual field in the visitor's language (D4). A translation that is missing
 * falls back to the other language, so a visitor never sees an empty label.
 */
export function textOf<Field extends string>(
  row: Record<`${Field}En` | `${Field}Zh`, string>,
  field: Field,
  language: Language,
): string {
  const english = row[`${field}En`];
  const chinese = row[`${field}Zh`];
  const [preferred, other] = language === 'cn' ? [chinese, english] : [english, chinese];
  return preferred.trim() === '' ? other : preferred;
}

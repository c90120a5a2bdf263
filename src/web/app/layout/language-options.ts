import type { Language } from '../../../shared/language.ts';

/** The two interface languages, each named in itself and marked with its own `lang`. */
export const LANGUAGE_OPTIONS = [
  { language: 'en', labelKey: 'layout.language.english', htmlLang: 'en' },
  { language: 'cn', labelKey: 'layout.language.chinese', htmlLang: 'zh' },
] as const satisfies readonly { language: Language; labelKey: string; htmlLang: string }[];

import { useTranslation } from 'react-i18next';
import { parseLanguage, type Language } from '../../../shared/language.ts';

/** The two interface languages, each named in itself and marked with its own `lang`. */
export const LANGUAGE_OPTIONS = [
  { language: 'en', labelKey: 'layout.language.english', htmlLang: 'en' },
  { language: 'cn', labelKey: 'layout.language.chinese', htmlLang: 'zh' },
] as const satisfies readonly { language: Language; labelKey: string; htmlLang: string }[];

/** The language this page was rendered in (i18next holds `en` or `zh`). */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.language);
}

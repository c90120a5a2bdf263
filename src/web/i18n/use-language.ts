import { useTranslation } from 'react-i18next';
import { parseLanguage, type Language } from '../../shared/language.ts';

/** The wire language (`en`/`cn`) of the page, from the i18next instance the root set up. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.language);
}

/** The locale that formats dates and numbers for the visitor. */
export const localeOf = (language: Language) => (language === 'cn' ? 'zh-CN' : 'en-GB');

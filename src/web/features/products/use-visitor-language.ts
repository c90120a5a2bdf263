import { useTranslation } from 'react-i18next';
import { parseLanguage, type Language } from '../../../shared/language.ts';

/** The wire language (`en`/`cn`) of the page, from the i18next instance the root set up. */
export function useVisitorLanguage(): Language {
  const { i18n } = useTranslation();
  return parseLanguage(i18n.language);
}

/** The locale used to format prices and dates for a visitor. */
export const localeOf = (language: Language) => (language === 'cn' ? 'zh-CN' : 'en-US');

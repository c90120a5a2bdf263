import type { Language } from '../../shared/language.ts';
import { useTranslation } from './translator.tsx';

/** The wire language (`en`/`cn`) of the page, from the translator the root set up. */
export const useLanguage = (): Language => useTranslation().language;

/** The locale that formats dates and numbers for the visitor. */
export const localeOf = (language: Language) => (language === 'cn' ? 'zh-CN' : 'en-GB');

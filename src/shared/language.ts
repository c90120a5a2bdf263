/** Languages as the specification names them on the wire and in storage (`ddc-language`). */
export const LANGUAGES = ['en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Storage keys fixed by the specification (§9). */
export const LANGUAGE_STORAGE_KEY = 'ddc-language';
export const TOKEN_STORAGE_KEY = 'assets-token';

/** Anything unknown falls back to English, as the specification's default. */
export function parseLanguage(value: string | null | undefined): Language {
  const normalised = value?.trim().toLowerCase();
  if (normalised === 'cn' || normalised === 'zh' || normalised?.startsWith('zh-')) return 'cn';
  return 'en';
}

/** `<html lang>` per §4: en → en, cn → zh. */
export function htmlLangOf(language: Language): 'en' | 'zh' {
  return language === 'cn' ? 'zh' : 'en';
}

import { LANGUAGE_STORAGE_KEY, parseLanguage, type Language } from '../../shared/language.ts';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The server renders in the language of the `ddc-language` cookie. */
export function languageFromRequest(request: Request): Language {
  const cookies = request.headers.get('cookie') ?? '';
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([^;]*)`));
  if (match) return parseLanguage(decodeURIComponent(match[1]));
  return 'en';
}

/**
 * The specification keeps the preference in local storage; we mirror it in a cookie so that the
 * first byte from the server is already in the right language.
 */
export function storeLanguage(language: Language) {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

const SWITCHED_KEY = 'ddc-language-switched';

/** Stores the language and reloads, as §2 says. */
export function switchLanguage(language: Language) {
  storeLanguage(language);
  try {
    window.sessionStorage.setItem(SWITCHED_KEY, window.location.pathname);
  } catch {
    // Without session storage, the page only cannot tell a switch from a reload.
  }
  window.location.reload();
}

/** Whether the browser's first language is Chinese (`navigator.languages`, e.g. ["zh-CN", "en"]). */
export const prefersChinese = (languages: readonly string[]) => languages.length > 0 && parseLanguage(languages[0]) === 'cn';

/**
 * Whether this page was loaded again because the visitor switched the language here: what the
 * page kept (a draft) is then simply there, not news. Answers once per switch.
 */
export function arrivedBySwitchingLanguage(): boolean {
  try {
    const path = window.sessionStorage.getItem(SWITCHED_KEY);
    if (path === null) return false;
    window.sessionStorage.removeItem(SWITCHED_KEY);
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return path === window.location.pathname && navigation?.type === 'reload';
  } catch {
    return false;
  }
}

/**
 * Local storage is read first (§1). When it disagrees with what the server rendered (a cleared
 * cookie), the cookie is brought in line and the page reloads once. A first visit in English from
 * a browser that prefers Chinese answers true: the page offers Chinese, and English stays the
 * default the specification gives (issue 33).
 */
export function reconcileStoredLanguage(rendered: Language, browserLanguages: readonly string[] = []): boolean {
  const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (!stored) {
    storeLanguage(rendered);
    return rendered === 'en' && prefersChinese(browserLanguages);
  }
  const preferred = parseLanguage(stored);
  if (preferred !== rendered) switchLanguage(preferred);
  return false;
}

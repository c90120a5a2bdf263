import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLangOf, type Language } from '../../shared/language.ts';
import type { en } from './en.ts';

/**
 * Interface texts come in parts per language: what every visitor sees, what sign-in and the user
 * area add, and the back office's. The browser downloads only its own language, and the member
 * and admin parts only when a page needs them; the server holds the public and member parts (see
 * entry.server.tsx), since it renders no page of the back office.
 */
export type CataloguePart = 'public' | 'member' | 'admin';
type Catalogue = Record<string, unknown>;

const importers: Record<Language, Record<CataloguePart, () => Promise<Catalogue>>> = {
  en: {
    public: () => import('./en/public-part.ts').then((module) => module.publicPart),
    member: () => import('./en/member-part.ts').then((module) => module.memberPart),
    admin: () => import('./en/admin-part.ts').then((module) => module.adminPart),
  },
  cn: {
    public: () => import('./zh/public-part.ts').then((module) => module.publicPart),
    member: () => import('./zh/member-part.ts').then((module) => module.memberPart),
    admin: () => import('./zh/admin-part.ts').then((module) => module.adminPart),
  },
};

const loaded = new Map<string, Catalogue>();
let browserInstance: i18n | undefined;

export function registerCatalogue(language: Language, part: CataloguePart, catalogue: Catalogue) {
  loaded.set(`${language}:${part}`, catalogue);
  browserInstance?.addResourceBundle(htmlLangOf(language), 'translation', catalogue, true, true);
}

export async function loadCatalogue(language: Language, part: CataloguePart) {
  if (loaded.has(`${language}:${part}`)) return;
  registerCatalogue(language, part, await importers[language][part]());
}

/** The language the server rendered this document in. */
export function documentLanguage(): Language {
  return document.documentElement.lang === 'zh' ? 'cn' : 'en';
}

/** For route loaders of pages with sign-in or user-area texts. */
export const loadMemberCatalogue = () => loadCatalogue(documentLanguage(), 'member');

/** For the back office's route loaders. */
export const loadAdminCatalogue = () => loadCatalogue(documentLanguage(), 'admin');

function resourcesOf(language: Language): Catalogue {
  return Object.assign({}, loaded.get(`${language}:public`), loaded.get(`${language}:member`), loaded.get(`${language}:admin`));
}

/**
 * Texts for code outside React (loaders, `meta`): on the server every text; in the browser the
 * parts this page has loaded.
 */
export function catalogueOf(language: Language): typeof en {
  return resourcesOf(language) as typeof en;
}

/**
 * The server renders many languages at once, so each render gets its own instance; the browser
 * shows one language per page load (a switch reloads), so it keeps one instance.
 */
export function createI18n(language: Language): i18n {
  if (typeof window !== 'undefined' && browserInstance) return browserInstance;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: htmlLangOf(language),
    fallbackLng: false,
    resources: { [htmlLangOf(language)]: { translation: resourcesOf(language) } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  if (typeof window !== 'undefined') browserInstance = instance;
  return instance;
}

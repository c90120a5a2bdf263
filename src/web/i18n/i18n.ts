import type { Language } from '../../shared/language.ts';
import type { en } from './en.ts';
import { createTranslator, type Translator } from './translator.tsx';

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
/** Each language's parts merged, kept until another part of it arrives. */
const merged = new Map<Language, Catalogue>();

export function registerCatalogue(language: Language, part: CataloguePart, catalogue: Catalogue) {
  loaded.set(`${language}:${part}`, catalogue);
  merged.delete(language);
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
  let catalogue = merged.get(language);
  if (!catalogue) {
    catalogue = Object.assign({}, loaded.get(`${language}:public`), loaded.get(`${language}:member`), loaded.get(`${language}:admin`));
    merged.set(language, catalogue);
  }
  return catalogue;
}

/**
 * Texts for code outside React (loaders, `meta`): on the server every text; in the browser the
 * parts this page has loaded.
 */
export function catalogueOf(language: Language): typeof en {
  return resourcesOf(language) as typeof en;
}

/**
 * The translator of a page in `language`. Its texts are the parts loaded so far, so one made
 * before a route loaded the member or admin part still finds them.
 */
export const translatorFor = (language: Language): Translator => createTranslator(language, () => resourcesOf(language));

import type { Language } from '../../../shared/language.ts';
import { catalogueOf } from '../../i18n/i18n.ts';
import type { UserPageKey } from './user-navigation.ts';

/** The root route's language, as `meta` functions see it (they cannot use hooks). */
export function languageOfMatches(matches: readonly unknown[]): Language {
  const root = matches.find((match) => (match as { id?: string } | undefined)?.id === 'root') as
    | { data?: { language?: Language } }
    | undefined;
  return root?.data?.language ?? 'en';
}

/** "Children · User Center · Everbright Academy", in the page's language. */
export function userPageMeta(matches: readonly unknown[], page: UserPageKey) {
  const catalogue = catalogueOf(languageOfMatches(matches));
  return [{ title: `${catalogue.user.nav[page]} · ${catalogue.user.nav.label} · ${catalogue.common.brand}` }];
}

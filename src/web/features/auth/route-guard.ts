import { redirect } from 'react-router';
import { readSessionToken } from '../../lib/session-token.ts';

/** §2: exactly these paths need a signed-in member. */
export const GUARDED_PATHS: readonly string[] = [
  '/apply',
  '/user',
  '/user/home',
  '/user/account',
  '/user/entitle',
  '/user/order',
  '/user/plan',
  '/user/child',
  '/user/record',
  '/user/requirement',
  '/requirement-detail',
  '/apply/evaluation',
  '/apply/inspire',
];

export const LOGIN_PATH = '/login';
const REDIRECT_PARAM = 'redirect';

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const isGuardedPath = (pathname: string) => GUARDED_PATHS.includes(withoutTrailingSlash(pathname));

/** §2: `/login?redirect=<path>` plus the original query. */
export function loginPathFor(pathname: string, search = ''): string {
  const query = new URLSearchParams({ [REDIRECT_PARAM]: pathname });
  new URLSearchParams(search).forEach((value, key) => {
    if (key !== REDIRECT_PARAM) query.append(key, value);
  });
  return `${LOGIN_PATH}?${query}`;
}

/** For a page's `clientLoader`: a visitor on a guarded path goes to the login page. */
export function guardRoute(request: Request) {
  const url = new URL(request.url);
  if (isGuardedPath(url.pathname) && !readSessionToken()) throw redirect(loginPathFor(url.pathname, url.search));
}

// Browsers drop tabs and line breaks from URLs, which would turn "/\t/evil.example" into "//evil.example".
const hasControlCharacter = (value: string) => [...value].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127);

const STANDALONE_PATHS = ['/login', '/register', '/register/foreign', '/getpass'];
const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/**
 * Where to go after signing in: `redirect` with the rest of the query (§2). Only a path of this
 * site is followed, never another origin (`//evil.example`, `https:…`, `/\evil`).
 */
export function redirectTargetOf(searchParams: URLSearchParams): string | null {
  const raw = searchParams.get(REDIRECT_PARAM);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let target: URL;
  try {
    target = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (target.origin !== PLACEHOLDER_ORIGIN || STANDALONE_PATHS.includes(withoutTrailingSlash(target.pathname))) return null;
  searchParams.forEach((value, key) => {
    if (key !== REDIRECT_PARAM) target.searchParams.append(key, value);
  });
  return `${target.pathname}${target.search}${target.hash}`;
}

/** Carries the login page's `redirect` and query on to a sibling page (register, reset). */
export function withSameRedirect(path: string, search: string): string {
  const params = new URLSearchParams(search);
  return params.has(REDIRECT_PARAM) ? `${path}?${params}` : path;
}

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

/** One leading slash, then no second one, no backslash and no control character. */
const isPlainAbsolutePath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !hasControlCharacter(value);

/** The URL a path resolves to on this site, when it stays a plain path of it. */
function resolvedOnSite(path: string): URL | null {
  if (!isPlainAbsolutePath(path)) return null;
  let url: URL;
  try {
    url = new URL(path, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PLACEHOLDER_ORIGIN && isPlainAbsolutePath(url.pathname) ? url : null;
}

/**
 * A path of this site, in every form a browser or router may read it: as given, and once and
 * twice percent-decoded (`/%2F%2Fevil.example`), each also with its dot segments resolved
 * (`/.//evil.example` is `//evil.example`, another origin). Answers the resolved URL.
 */
export function sameOriginPathOf(raw: string): URL | null {
  const target = resolvedOnSite(raw);
  // The query and fragment are the page's own business; a literal "%" there is fine.
  let decoded = raw.split(/[?#]/, 1)[0];
  for (let round = 0; round < 2 && target; round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (!resolvedOnSite(decoded)) return null;
  }
  return target;
}

/**
 * Where to go after signing in: `redirect` with the rest of the query (§2). Only a path of this
 * site is followed, never another origin (`//evil.example`, `/.//evil.example`, `https:…`,
 * `/\evil`, or any of them percent-encoded); anything else goes to the default page.
 */
export function redirectTargetOf(searchParams: URLSearchParams): string | null {
  const raw = searchParams.get(REDIRECT_PARAM);
  const target = raw ? sameOriginPathOf(raw) : null;
  if (!target || STANDALONE_PATHS.includes(withoutTrailingSlash(target.pathname))) return null;
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

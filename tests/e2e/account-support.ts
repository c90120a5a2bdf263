import path from 'node:path';
import {
  expect as baseExpect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/shared/language.ts';
import { en } from '../../src/web/i18n/en.ts';
import { zh } from '../../src/web/i18n/zh.ts';
import { isCompact, openIn, type UiLanguage } from './support.ts';

/** Helpers of the accounts browser tests (issue 3). They run in the Playwright process (Node). */

/**
 * Every step of these tests waits for a signed-in page to hydrate and ask `sso/info`; on the
 * two shared cores that can pass 5 s, so the accounts specs wait up to 10 s for a state.
 */
export const expect = baseExpect.configure({ timeout: 10_000 });

export const CATALOGUES = { en, cn: zh } as const;
export type Catalogue = typeof en;

/** The web server of playwright.config.ts keeps its outbox and files here. */
export const E2E_DATA_DIR = path.resolve('data/e2e');

/** Passwords that D6 accepts and no common-password list holds. */
export const PASSWORD = 'Lantern-Meadow-2026!';
export const NEW_PASSWORD = 'Harbour-Kite-4815?';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * A username no other test, project or earlier run has used: the test's prefix, the project's
 * initial, the language, the time and a random tail (at most 32 letters and digits).
 */
export function newAccount(testInfo: TestInfo, language: UiLanguage, prefix: string): TestAccount {
  const stamp = Date.now().toString(36).slice(-6);
  const tail = Math.random().toString(36).slice(2, 6);
  const username = `${prefix}${testInfo.project.name[0]}${language}${stamp}${tail}`.slice(0, 32);
  return { username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's accessible name: its label, and the asterisk of a required field. */
export const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`);

/** A form field by its visible label (text inputs, password inputs, text areas, dates). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(labelled(label));
}

/** A Mantine toast with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** A catalogue text with its `{{placeholders}}` turned into a pattern (e.g. "Resend in \d+ s"). */
export function catalogueText(text: string, values: Record<string, string> = {}): RegExp {
  const pattern = escapeRegExp(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => values[name] ?? '.+');
  return new RegExp(`^${pattern}$`);
}

/** Fills a catalogue text's `{{placeholders}}` (what the translator does). */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

// ---- API shortcuts, for tests whose subject is not sign-up ----------------------------------

async function expectSuccess(response: APIResponse) {
  const body = (await response.json()) as { code: number; message: string; data: unknown };
  expect(response.status(), body.message).toBe(200);
  expect(body.code, body.message).toBe(200);
  return body.data;
}

export async function registerByApi(request: APIRequestContext, account: TestAccount, language: UiLanguage) {
  await expectSuccess(await request.post('/api/sso/register', { data: account, headers: { language } }));
}

export async function signInByApi(request: APIRequestContext, account: TestAccount, language: UiLanguage): Promise<string> {
  const data = await expectSuccess(
    await request.post('/api/sso/login', { data: { username: account.username, password: account.password }, headers: { language } }),
  );
  return (data as { token: string }).token;
}

/** A parent registered and signed in through the API (one successful login, which no limit counts). */
export async function signedInParent(request: APIRequestContext, testInfo: TestInfo, language: UiLanguage, prefix: string) {
  const account = newAccount(testInfo, language, prefix);
  await registerByApi(request, account, language);
  return { ...account, token: await signInByApi(request, account, language) };
}

export async function addChildByApi(
  request: APIRequestContext,
  token: string,
  language: UiLanguage,
  child: { name: string; gender: string; birthDate: string; grade: string; school?: string; notes?: string },
) {
  await expectSuccess(
    await request.post('/api/ddcChild/create', { data: child, headers: { language, authorization: `Bearer ${token}` } }),
  );
}

/** The grade dictionary in one language, as the pages show it (seeded, not a catalogue text). */
export async function gradesIn(request: APIRequestContext, language: UiLanguage): Promise<{ code: string; name: string }[]> {
  const response = await request.get('/api/sys/dict/sublist?name=current_grade', { headers: { language } });
  return (await expectSuccess(response)) as { code: string; name: string }[];
}

/**
 * React tells a devtools hook about every commit; the first is the hydration's, after which the
 * page's handlers work. Until then a click or a typed value on the server's HTML may be lost.
 */
export async function trackHydration(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    if (scope.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
    const ignore = () => undefined;
    scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: () => {
        scope.__e2eHydrated = true;
      },
      onPostCommitFiberRoot: ignore,
      onCommitFiberUnmount: ignore,
      onScheduleFiberRoot: ignore,
      checkDCE: ignore,
    };
  });
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __e2eHydrated?: boolean }).__e2eHydrated === true);
}

/** openIn, then waits until the page is hydrated and ready for input. */
export async function openPage(page: Page, language: UiLanguage, target: string) {
  await trackHydration(page);
  await openIn(page, language, target);
  await waitForHydration(page);
}

/** A full page load (address bar, reload) in a page opened with openPage, ready for input. */
export async function gotoPage(page: Page, target: string | 'reload') {
  if (target === 'reload') await page.reload();
  else await page.goto(target);
  await waitForHydration(page);
}

/**
 * Opens a page signed in with a token. The token is stored once per tab (before the app's first
 * script runs), so a later Log Out in the test is not undone by the next navigation.
 */
export async function openSignedIn(page: Page, language: UiLanguage, target: string, token: string) {
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem('e2e-token-stored')) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('e2e-token-stored', '1');
    },
    { key: TOKEN_STORAGE_KEY, value: token },
  );
  await openPage(page, language, target);
}

// ---- outbox ---------------------------------------------------------------------------------

/** The newest mail to this address that carries a 6-digit code, once the outbox has it. */
export async function codeMailedTo(email: string): Promise<{ code: string; subject: string; text: string }> {
  // Loaded on first use only: the parser's module brings server code the other tests do not need.
  const { lastMailTo } = await import('../support/factories-accounts.ts');
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      mail = await lastMailTo(E2E_DATA_DIR, email);
      return mail?.text.match(/\b\d{6}\b/)?.[0] ?? '';
    }, { message: `a code mailed to ${email}` })
    .toMatch(/^\d{6}$/);
  const { subject, text } = mail!;
  return { code: text.match(/\b(\d{6})\b/)![1], subject, text };
}

// ---- header ---------------------------------------------------------------------------------

/** Opens the account actions: the avatar menu on wide screens, the drawer on phones. */
export async function openAccountActions(page: Page, t: Catalogue): Promise<Locator> {
  if (isCompact(page)) {
    await page.getByRole('button', { name: t.layout.header.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('compact-account-avatar')).toBeVisible();
    return drawer;
  }
  // The avatar opens the menu under the pointer too: start from a pointer elsewhere and no menu.
  const menu = page.getByTestId('account-menu');
  await page.mouse.move(0, 0);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: t.auth.menu.label }).click();
  await expect(menu).toBeVisible();
  return menu;
}

/** An action of the menu (menu items) or of the drawer (links, and a button to log out). */
export function accountAction(page: Page, actions: Locator, name: string): Locator {
  if (!isCompact(page)) return actions.getByRole('menuitem', { name, exact: true });
  return actions.getByRole('link', { name, exact: true }).or(actions.getByRole('button', { name, exact: true }));
}

export async function logOutFromMenu(page: Page, t: Catalogue) {
  const actions = await openAccountActions(page, t);
  await accountAction(page, actions, t.auth.menu.logout).click();
  await expect(toast(page, t.auth.menu.loggedOut)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
}

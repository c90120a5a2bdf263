import type { FullConfig } from '@playwright/test';

/** The staff password the e2e server seeds (playwright.config.ts). */
export const E2E_ADMIN_PASSWORD = 'E2e-Admin-Password-2026';
/** The one the seeded admin chooses below, before the tests, as its first sign-in asks. */
export const E2E_ADMIN_SETTLED_PASSWORD = 'E2e-Admin-Chosen-2026';

/**
 * Runs once, after the web server is up and before any worker starts: the seeded `admin` changes
 * its first password, as its first sign-in asks. Until then every `admin/*` call answers 403
 * `passwordChangeRequired` (issue 26), and the helpers that confirm transfers or make staff call
 * them as this account. Done here rather than in a test, since the change signs out the account's
 * other sessions, which parallel workers would hold.
 */
export default async function settleSeededAdmin(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? config.webServer?.url;
  if (!baseURL) throw new Error('playwright.config.ts names no baseURL');
  const send = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(new URL(`/api/${path}`, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; message: string; data: { token?: string } | null };
    if (envelope.code !== 200) throw new Error(`POST ${path}: ${envelope.code} ${envelope.message}`);
    return envelope.data;
  };
  const signedIn = await send('sso/login', { username: 'admin', password: E2E_ADMIN_PASSWORD });
  await send(
    'sso/updatePassword',
    { oldPassword: E2E_ADMIN_PASSWORD, password: E2E_ADMIN_SETTLED_PASSWORD, confirmPassword: E2E_ADMIN_SETTLED_PASSWORD },
    signedIn?.token,
  );
}

import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import routes from '../../src/web/routes.ts';
import { CONTENT_PAGE_SLUGS } from '../../src/shared/catalogue.ts';
import { TOKEN_STORAGE_KEY } from '../../src/shared/language.ts';
import { DEMO_PARENT } from '../../src/server/db/seed/seed-accounts.ts';
import type { StaffProgressReportList } from '../../src/shared/api/progress-reports.ts';
import type { TeacherThreadList } from '../../src/shared/api/teacher-threads.ts';
import { apiCall } from './admin-support.ts';
import { bookAssessmentByApi, submitRequirementByApi } from './consulting-support.ts';
import { E2E_ADMIN_SETTLED_PASSWORD } from './global-setup.ts';
import { bookByApi, familyWithBookableEntitlement } from './journey-support.ts';
import { staffToken } from './orders-support.ts';
import { LANGUAGES, type UiLanguage } from './support.ts';

/**
 * No page scrolls sideways on a 390 px phone (issue 33): every route of the route table, in both
 * languages, as the visitor, the parent, the teacher and the staff member who reads it. On the
 * way, no Chinese page a family or a teacher reads shows a Latin word outside a short allow-list. One tab
 * per role and language walks its routes; a route with parameters takes a link to it from a page
 * walked before it (a list before its detail), or the family's own records made for the walk.
 */

type Role = 'visitor' | 'parent' | 'teacher' | 'staff';

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

function pathsOf(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
    const here = entry.index || (entry.path && !entry.children) ? [own || '/'] : [];
    return [...here, ...pathsOf(entry.children ?? [], own)];
  });
}

const ALL_PATHS = pathsOf(routes as RouteEntry[]).filter((path) => path !== '/*' && path !== '/');

const isAdmin = (path: string) => path.startsWith('/admin');
const isMember = (path: string) => path.startsWith('/user') || ['/order-detail', '/apply', '/sandbox-checkout', '/stripe-callback', '/apply/evaluation', '/apply/inspire', '/requirement-detail'].includes(path);

/** The teacher's own pages (issue 29): a parent's account opens none of them. */
const TEACHER_PAGES = ['/user/teacher', '/user/classes', '/user/classes/:id', '/user/reports'];

const WALKS: Record<Role, string[]> = {
  visitor: ALL_PATHS.filter((path) => !isAdmin(path) && !isMember(path)),
  parent: ALL_PATHS.filter((path) => isMember(path) && !TEACHER_PAGES.includes(path)),
  teacher: ['/user/home', '/user/account', '/user/notifications', '/user/messages', ...TEACHER_PAGES],
  staff: ALL_PATHS.filter(isAdmin),
};

const SIGN_INS: Record<'teacher' | 'staff', { username: string; password: string }> = {
  teacher: { username: 'demo.teacher', password: 'Demo-Teacher-2026!' },
  staff: { username: 'admin', password: E2E_ADMIN_SETTLED_PASSWORD },
};

async function tokenOf(request: APIRequestContext, role: 'teacher' | 'staff'): Promise<string> {
  const response = await request.post('/api/sso/login', { data: SIGN_INS[role], headers: { language: 'en' } });
  const envelope = (await response.json()) as { code: number; data: { token: string } };
  expect(envelope.code).toBe(200);
  return envelope.data.token;
}

/**
 * A family with something on every page: a paid and activated course with a class booked, an
 * assessment, an Inspire requirement and a feedback thread staff answered; and for the back
 * office, a conversation with a teacher and a progress report.
 */
async function familyWithEverything(request: APIRequestContext, testInfo: TestInfo, language: UiLanguage) {
  const family = await familyWithBookableEntitlement(request, testInfo, language, 'wide', 1);
  const [booking] = await bookByApi(request, family.token, family.entitlementId, [family.bookable[0].scheduleId]);
  const assessment = await bookAssessmentByApi(request, family.token, family.childId);
  const requirement = await submitRequirementByApi(request, family.token, family.childId);
  const feedback = await apiCall<{ id: number }>(request, 'POST', 'ddcFeedback/create', { token: family.token, language, data: { category: 'schedule', text: 'Could the Saturday class start at 10:00?' } });
  await apiCall(request, 'POST', `admin/feedback/answer/${feedback.id}`, { token: await staffToken(request), language, data: { text: 'Yes, from next week.', markProcessed: false } });
  const applications = await apiCall<{ list: { id: number }[] }>(request, 'GET', 'admin/teacherApplication/list?pageSize=1', { token: await staffToken(request) });
  // The seeded demo family's conversation with demo.teacher, and a progress report asked for on that course.
  const demoParent = await apiCall<{ token: string }>(request, 'POST', 'sso/login', { data: { username: DEMO_PARENT.username, password: DEMO_PARENT.password } });
  const [contact] = (await apiCall<TeacherThreadList>(request, 'GET', 'ddcTeacherThread/list', { token: demoParent.token })).contacts;
  const thread = await apiCall<{ id: number }>(request, 'POST', 'ddcTeacherThread/open', { token: demoParent.token, data: { childId: contact.childId, productId: contact.productId } });
  await apiCall(request, 'POST', 'admin/progressReport/request', { token: await staffToken(request), data: { productId: contact.productId } });
  const reports = await apiCall<StaffProgressReportList>(request, 'GET', `admin/progressReport/list?pageSize=1&productId=${contact.productId}`, { token: await staffToken(request) });
  const records: Record<string, string> = {
    '/order-detail': `/order-detail?id=${family.orderId}`,
    '/requirement-detail': `/requirement-detail?id=${requirement.id}`,
    '/admin/orders/:id': `/admin/orders/${family.orderId}`,
    '/admin/classes/:id': `/admin/classes/${booking.scheduleId}`,
    '/admin/feedback/:id': `/admin/feedback/${feedback.id}`,
    '/admin/assessments/:id': `/admin/assessments/${assessment.id}`,
    '/admin/requirements/:id': `/admin/requirements/${requirement.id}`,
    '/admin/teacher-applications/:id': `/admin/teacher-applications/${applications.list[0].id}`,
    '/admin/teacher-threads/:id': `/admin/teacher-threads/${thread.id}`,
    '/admin/progress-reports/:id': `/admin/progress-reports/${reports.list[0].id}`,
  };
  return { token: family.token, records };
}

/** A route's address: the walk's own record, or a link to it seen on an earlier page when it has parameters or reads a query. */
function addressOf(path: string, seen: Set<string>, records: Record<string, string>): string | null {
  if (records[path]) return records[path];
  const pattern = new RegExp(`^${path.replace(/:[^/]+/g, '[^/?#]+')}(\\?.*)?$`);
  const linked = [...seen].find((href) => pattern.test(href) && (path.includes(':') || href.includes('?')));
  if (linked) return linked;
  return path.includes(':') ? null : path;
}

/** The elements reaching past the viewport's right edge, named for the failure message. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = document.documentElement.scrollWidth;
    const culprits = wide <= width
      ? []
      : [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.getBoundingClientRect().width > 0)
          .slice(-4)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`);
    return { wide, culprits };
  });
}

/**
 * Latin words a Chinese page may show (issue 33): the brand, course and exam codes, file formats,
 * units and the calendars a plan exports to. Anything else Latin on a cn page is an English word
 * the page forgot to translate, unless it is the family's or the academy's own data (names,
 * answers, bank details), which the page read from the API.
 */
const LATIN_ALLOWED = new Set([
  'Everbright', 'K-', 'AMC', 'AIME', 'USAMO', 'USACO', 'AP', 'BC', 'IB', 'IGCSE', 'A-Level', 'SAT', 'ACT', 'TOEFL', 'IELTS', 'Python',
  'US', 'UTC', 'PDF', 'ZIP', 'JSON', 'PNG', 'JPEG', 'JPG', 'WebP', 'SVG', 'MB', 'KB', 'GB', 'Word', 'Excel', 'PowerPoint', 'Office', 'Google', 'Apple', 'Outlook', 'WeChat',
]);
/** Initials on an avatar ("NL") and one-letter marks are not words. */
const isInitials = (word: string) => /^[A-Z]{1,2}$/.test(word);
const latinWords = (text: string) => text.replace(/[\w.+-]+@[\w.-]+/g, ' ').replace(/https?:\/\/\S+/g, ' ').match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The Latin words of what public pages render on the server: people's names in testimonials,
 * faculty and articles, and what staff wrote into the content pages and events (other tests write
 * there while the walk goes on).
 */
async function publicDataWords(request: APIRequestContext): Promise<string[]> {
  const headers = { language: 'cn' };
  const get = async (path: string, post = false) => {
    const response = post ? await request.post(`/api/${path}`, { headers, data: { pageNum: 1, pageSize: 100 } }) : await request.get(`/api/${path}`, { headers });
    return ((await response.json()) as { data: unknown }).data;
  };
  const products = (await get('ddcProduct/productList', true)) as { list: { id: number }[] };
  const answers = await Promise.all([
    get('home/content'),
    get('home/faculty'),
    ...['', '&kind=event&when=upcoming', '&kind=event&when=past', '&kind=blog'].map((kind) => get(`home/articles?pageNum=1&pageSize=100${kind}`)),
    ...CONTENT_PAGE_SLUGS.map((slug) => get(`home/content/${slug}`)),
    products,
    ...products.list.map((product) => get(`ddcProduct/detail/${product.id}`, true)),
  ]);
  return answers.flatMap(stringsOf).flatMap(latinWords);
}

/** Latin words of the page's own interface: what it shows, less the data its API calls answered. */
async function untranslatedWordsOf(page: Page, data: Set<string>) {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return [...new Set(latinWords(text))].filter((word) => !LATIN_ALLOWED.has(word) && !isInitials(word) && !data.has(word));
}

test.describe('every page fits a 390 px phone', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) !== 390, 'the compact project walks at 390 px');

  for (const role of Object.keys(WALKS) as Role[]) {
    for (const language of LANGUAGES) {
      test(`${role}, ${language}`, async ({ page, request }, testInfo) => {
        test.setTimeout(150_000);
        const family = role === 'parent' || role === 'staff' ? await familyWithEverything(request, testInfo, language) : null;
        const token = role === 'visitor' ? null : role === 'parent' ? family!.token : await tokenOf(request, role);
        const records = family?.records ?? {};
        await page.context().addCookies([{ name: 'ddc-language', value: language, domain: '127.0.0.1', path: '/' }]);
        await page.addInitScript(
          ({ language, token, key }: { language: UiLanguage; token: string | null; key: string }) => {
            window.localStorage.setItem('ddc-language', language);
            if (token) window.localStorage.setItem(key, token);
          },
          { language, token, key: TOKEN_STORAGE_KEY },
        );
        const seen = new Set<string>();
        // What the API answered is data (names, answers, addresses): its Latin words are not the interface's.
        const dataWords = new Set<string>();
        if (language === 'cn' && role !== 'staff') for (const word of await publicDataWords(request)) dataWords.add(word);
        page.on('response', (response) => {
          if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
          void response.json().then((body: unknown) => stringsOf(body).flatMap(latinWords).forEach((word) => dataWords.add(word)), () => {});
        });
        const faults: string[] = [];
        for (const path of WALKS[role]) {
          const address = addressOf(path, seen, records);
          if (!address) {
            faults.push(`${path}: no link to it on the pages walked before it`);
            continue;
          }
          await page.goto(address);
          await page.waitForLoadState('networkidle');
          const { wide, culprits } = await overflowOf(page);
          if (wide > 390) faults.push(`${address} is ${wide} px wide: ${culprits.join(', ')}`);
          if (language === 'cn' && role !== 'staff') {
            let words = await untranslatedWordsOf(page, dataWords);
            // Content written since the walk began is data too.
            if (words.length) for (const word of await publicDataWords(request)) dataWords.add(word);
            words = await untranslatedWordsOf(page, dataWords);
            if (words.length) faults.push(`${address} shows Latin words on a Chinese page: ${words.join(' ')}`);
          }
          for (const href of await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) seen.add(href);
        }
        expect(faults).toEqual([]);
      });
    }
  }
});

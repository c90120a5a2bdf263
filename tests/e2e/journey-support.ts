import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { UploadResultDto } from '../../src/shared/api/accounts.ts';
import type { AdminCatalogueOptions, AdminProductDetail } from '../../src/shared/api/admin-catalogue.ts';
import type { BookingDto, EntitlementClasses } from '../../src/shared/api/bookings.ts';
import type { EntitlementItem, EntitlementList, OrderSummary } from '../../src/shared/api/orders.ts';
import { CourseType, ProductCategory } from '../../src/shared/catalogue.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../src/shared/limits.ts';
import { sampleDocx } from '../support/office-samples.ts';
import { samplePdf } from '../support/upload-samples.ts';
import { CATALOGUES, expect } from './account-support.ts';
import { parentWithChild, payBySandboxCard, staffToken } from './orders-support.ts';
import { isCompact, type UiLanguage } from './support.ts';

/** Helpers of the after-purchase browser tests (issue 8): families, bookings, records and answers made through the API. */

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: {
    token: string;
    language?: UiLanguage;
    data?: unknown;
    headers?: Record<string, string>;
    multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>;
  },
): Promise<T> {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: { language: options.language ?? 'en', authorization: `Bearer ${options.token}`, ...options.headers },
    data: options.data,
    multipart: options.multipart,
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/**
 * A published Insights course made by staff through the catalogue API, selling `sessions`
 * sessions, with one class at 10:00 academy time on each of `classDays` (days from today). More
 * classes than sessions make a package booked by hand; as many make a course that books itself
 * when paid (D28). Its period runs from tomorrow for a month.
 */
export async function courseByStaff(request: APIRequestContext, label: string, options: { sessions: number; classDays: number[]; teacherIds?: number[] }) {
  const staff = await staffToken(request);
  const catalogue = await call<AdminCatalogueOptions>(request, 'GET', 'admin/product/options', { token: staff });
  const today = academyDay(new Date());
  const dayAfter = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const name = { en: `Geometry sprint ${label}`, cn: `几何冲刺 ${label}` };
  const product = await call<AdminProductDetail>(request, 'POST', 'admin/product/create', {
    token: staff,
    data: {
      nameEn: name.en,
      nameZh: name.cn,
      descriptionEn: '<p>Live sessions.</p>',
      descriptionZh: '<p>直播课。</p>',
      pic: '/images/demo/products/astronomy-1.svg',
      price: 40_000,
      categoryId: ProductCategory.Insights,
      courseType: CourseType.Insights,
      courseSystemId: Number(catalogue.courseSystems[0].value),
      timetableId: Number(catalogue.timetables[0].value),
      totalClassHours: options.sessions,
      maxStudents: 8,
      equityDateStart: dayAfter(1),
      equityDateEnd: dayAfter(Math.max(30, ...options.classDays)),
      published: true,
      teacherIds: options.teacherIds ?? [],
    },
  });
  for (const [index, days] of options.classDays.entries()) {
    await call(request, 'POST', `admin/product/addClass/${product.id}`, {
      token: staff,
      data: { nameEn: `Sprint ${index + 1}`, nameZh: `冲刺第 ${index + 1} 课`, date: dayAfter(days), time: '10:00', durationMinutes: 60, capacity: 4, joinUrl: '' },
    });
  }
  return { productId: product.id, name, dates: options.classDays.map(dayAfter) };
}

/**
 * A parent whose child holds an activated entitlement to a package of a course that has not
 * begun, with at least `classes` classes to book by hand: more classes than sessions (D28), made
 * by staff, ordered, paid by the sandbox card and activated by staff.
 */
export async function familyWithBookableEntitlement(request: APIRequestContext, testInfo: TestInfo, language: UiLanguage, prefix: string, classes = 2) {
  const parent = await parentWithChild(request, testInfo, language, prefix);
  const staff = await staffToken(request);
  const sessions = Math.max(classes, 2);
  const label = `${prefix}-${language}-${testInfo.project.name}-${Date.now().toString(36)}`;
  // A week ahead and weekly: far enough for a booking to be cancelled (BOOKING_CANCEL_HOURS).
  const course = await courseByStaff(request, label, { sessions, classDays: Array.from({ length: sessions + 1 }, (_, index) => 8 + index * 7) });
  const order = await call<OrderSummary>(request, 'POST', 'ddcOrder/create', {
    token: parent.token,
    language,
    headers: { 'idempotency-key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` },
    data: { productId: course.productId, childId: parent.childId, answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] } },
  });
  await payBySandboxCard(request, parent.token, language, order.id);
  const list = await call<EntitlementList>(request, 'GET', 'ddcEntitlement/list?pageSize=100', { token: parent.token, language });
  const entitlement = (list.list as EntitlementItem[]).find((item) => item.orderId === order.id)!;
  if (!entitlement.activateTime) await call(request, 'POST', `admin/entitlement/activate/${entitlement.id}`, { token: staff });
  const offered = await call<EntitlementClasses>(request, 'GET', `ddcEntitlement/classes/${entitlement.id}`, { token: parent.token, language });
  const bookable = offered.classes.filter((item) => item.bookable);
  expect(bookable.length).toBeGreaterThanOrEqual(classes);
  return { ...parent, orderId: order.id, entitlementId: entitlement.id, productName: entitlement.productName, bookable };
}

const academyDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY_TIME_ZONE_DEFAULT }).format(instant);
const academyTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ACADEMY_TIME_ZONE_DEFAULT, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/**
 * A published Insights course of one session, made by staff through the catalogue API, whose only
 * class begins at the first whole minute at least a minute from now: class times are whole
 * minutes on the academy's clock (D17), and booking stays open until a class begins (D23), so a
 * family has the time to order, pay and book it, and a test then waits for it on the real clock.
 */
export const oneSessionCourseStartingSoon = (request: APIRequestContext, label: string) =>
  oneSessionCourse(request, label, new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000));

/**
 * A published Insights course of one session at `startAt` (a whole minute, under a month ahead),
 * made by staff through the catalogue API. Its period runs from today for a month, so the class
 * lies inside the entitlement's dates.
 */
export async function oneSessionCourse(request: APIRequestContext, label: string, startAt: Date) {
  const staff = await staffToken(request);
  const options = await call<AdminCatalogueOptions>(request, 'GET', 'admin/product/options', { token: staff });
  const today = academyDay(new Date());
  const monthLater = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  const name = { en: `Attendance drill ${label}`, cn: `出勤演练 ${label}` };
  const product = await call<AdminProductDetail>(request, 'POST', 'admin/product/create', {
    token: staff,
    data: {
      nameEn: name.en,
      nameZh: name.cn,
      descriptionEn: '<p>One live session.</p>',
      descriptionZh: '<p>一次直播课。</p>',
      pic: '/images/demo/products/astronomy-1.svg',
      price: 20_000,
      categoryId: ProductCategory.Insights,
      courseType: CourseType.Insights,
      courseSystemId: Number(options.courseSystems[0].value),
      timetableId: Number(options.timetables[0].value),
      totalClassHours: 1,
      maxStudents: 4,
      equityDateStart: today,
      equityDateEnd: monthLater,
      published: true,
    },
  });
  await addClassByApi(request, product.id, startAt);
  return { productId: product.id, name, startAt };
}

/** One more class of an hour for a course, at `startAt` (a whole minute), added by staff. */
export async function addClassByApi(request: APIRequestContext, productId: number, startAt: Date) {
  await call(request, 'POST', `admin/product/addClass/${productId}`, {
    token: await staffToken(request),
    data: { nameEn: 'Session 1', nameZh: '第一课', date: academyDay(startAt), time: academyTime(startAt), durationMinutes: 60, capacity: 4, joinUrl: '' },
  });
}

/**
 * A parent whose child has ordered the course, paid by the sandbox card, had the entitlement
 * activated by staff and is booked into its one class, all through the API: a course whose class
 * list is its sessions has booked itself when paid (D28); another is booked here.
 */
export async function familyBookedInto(request: APIRequestContext, testInfo: TestInfo, language: UiLanguage, prefix: string, productId: number) {
  const family = await familyEntitledTo(request, testInfo, language, prefix, productId);
  const toBook = family.offered.filter((item) => item.bookable).map((item) => item.scheduleId);
  if (toBook.length === 0) return { ...family, scheduleId: family.offered[0].scheduleId };
  const [booked] = await bookByApi(request, family.token, family.entitlementId, toBook);
  return { ...family, scheduleId: booked.scheduleId };
}

/** A parent whose child has ordered the course, paid by the sandbox card and had the entitlement activated by staff, through the API. */
export async function familyEntitledTo(request: APIRequestContext, testInfo: TestInfo, language: UiLanguage, prefix: string, productId: number, childName?: string) {
  const parent = await parentWithChild(request, testInfo, language, prefix, childName);
  const order = await call<OrderSummary>(request, 'POST', 'ddcOrder/create', {
    token: parent.token,
    language,
    headers: { 'idempotency-key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` },
    data: { productId, childId: parent.childId, answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] } },
  });
  await payBySandboxCard(request, parent.token, language, order.id);
  const list = await call<EntitlementList>(request, 'GET', 'ddcEntitlement/list?pageSize=100', { token: parent.token, language });
  const entitlement = (list.list as EntitlementItem[]).find((item) => item.orderId === order.id)!;
  if (!entitlement.activateTime) await call(request, 'POST', `admin/entitlement/activate/${entitlement.id}`, { token: await staffToken(request) });
  const offered = await call<EntitlementClasses>(request, 'GET', `ddcEntitlement/classes/${entitlement.id}`, { token: parent.token, language });
  return { ...parent, orderId: order.id, entitlementId: entitlement.id, productName: entitlement.productName, offered: offered.classes };
}

/** Whether a booked class has begun, by the server's clock: the family's list of classes says so. */
export async function classHasBegun(request: APIRequestContext, token: string, entitlementId: number, scheduleId: number) {
  const offered = await call<EntitlementClasses>(request, 'GET', `ddcEntitlement/classes/${entitlementId}`, { token });
  return offered.classes.find((item) => item.scheduleId === scheduleId)?.reason === 'started';
}

export const bookByApi = (request: APIRequestContext, token: string, entitlementId: number, scheduleIds: number[]) =>
  call<BookingDto[]>(request, 'POST', 'ddcBooking/create', { token, data: { entitlementId, scheduleIds } });

/** A record staff add for a child, with a PDF or a Word file of their upload. */
export async function addRecordByApi(request: APIRequestContext, childId: number, file: 'pdf' | 'docx', title: { en: string; zh: string }) {
  const staff = await staffToken(request);
  const upload =
    file === 'pdf'
      ? { name: 'transcript.pdf', mimeType: 'application/pdf', buffer: samplePdf() }
      : { name: 'term-report.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await sampleDocx() };
  const stored = await call<UploadResultDto>(request, 'POST', 'minio/upload?purpose=document', { token: staff, multipart: { file: upload } });
  return call<{ id: number }>(request, 'POST', 'admin/record/create', {
    token: staff,
    data: { childId, kind: file === 'pdf' ? 'transcript' : 'report', term: '2026 Autumn', titleEn: title.en, titleZh: title.zh, fileKey: stored.key },
  });
}

/** Moves a calendar with its next-month arrow until it shows the month of an instant (Beijing time). */
export async function goToMonthOf(calendar: Locator, instant: string, language: UiLanguage) {
  const t = CATALOGUES[language];
  const wanted = new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : 'en-GB', { year: 'numeric', month: 'long', timeZone: 'Asia/Shanghai' }).format(new Date(instant));
  const title = calendar.getByTestId('calendar-title');
  await expect(title).toBeVisible({ timeout: 20_000 });
  for (let step = 0; step < 24; step += 1) {
    const shown = (await title.textContent()) ?? '';
    if (shown === wanted) return;
    await calendar.getByRole('button', { name: t.calendar.nextMonth }).click();
    await expect(title).not.toHaveText(shown);
  }
  await expect(title).toHaveText(wanted);
}

/** Opens a User Center page from its menu, inside the app: the side navigation, or the section menu at 390 px. */
export async function openFromUserMenu(page: Page, language: UiLanguage, key: 'entitle' | 'plan' | 'feedbackResult' | 'record') {
  const t = CATALOGUES[language];
  const name = t.user.nav[key];
  if (isCompact(page)) {
    await page.getByRole('button', { name: new RegExp(`^${t.user.nav.compactTrigger.split('{{')[0]}`) }).click();
    await page.getByRole('menuitem', { name }).click();
  } else {
    await page.getByRole('navigation', { name: t.user.nav.label }).getByRole('link', { name }).click();
  }
}

import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { UploadResultDto } from '../../src/shared/api/accounts.ts';
import type { BookingDto, EntitlementClasses } from '../../src/shared/api/bookings.ts';
import type { EntitlementItem, EntitlementList, OrderSummary } from '../../src/shared/api/orders.ts';
import { ProductCategory } from '../../src/shared/catalogue.ts';
import { sampleDocx } from '../support/office-samples.ts';
import { samplePdf } from '../support/upload-samples.ts';
import { expect } from './account-support.ts';
import { parentWithChild, payBySandboxCard, productCandidates, staffToken } from './orders-support.ts';
import type { UiLanguage } from './support.ts';

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
  options: { token: string; language?: UiLanguage; data?: unknown; multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }> },
): Promise<T> {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: { language: options.language ?? 'en', authorization: `Bearer ${options.token}` },
    data: options.data,
    multipart: options.multipart,
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.message}`).toBe(200);
  return body.data;
}

/**
 * A parent whose child holds an activated entitlement to an Insights course that has not begun
 * and has at least `classes` classes with seats: ordered, paid by the sandbox card and activated
 * by staff.
 */
export async function familyWithBookableEntitlement(request: APIRequestContext, testInfo: TestInfo, language: UiLanguage, prefix: string, classes = 2) {
  const parent = await parentWithChild(request, testInfo, language, prefix);
  const staff = await staffToken(request);
  const candidates = (await productCandidates(request, 'futureStart')).filter((product) => product.productCategoryId === ProductCategory.Insights);
  for (const product of candidates) {
    const response = await request.post('/api/ddcOrder/create', {
      headers: { language, authorization: `Bearer ${parent.token}`, 'idempotency-key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}` },
      data: { productId: product.id, childId: parent.childId, answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] } },
    });
    const body = (await response.json()) as Envelope<OrderSummary>;
    if (body.code !== 200) continue;
    await payBySandboxCard(request, parent.token, language, body.data.id);
    const list = await call<EntitlementList>(request, 'GET', 'ddcEntitlement/list?pageSize=100', { token: parent.token, language });
    const entitlement = (list.list as EntitlementItem[]).find((item) => item.orderId === body.data.id)!;
    if (!entitlement.activateTime) await call(request, 'POST', `admin/entitlement/activate/${entitlement.id}`, { token: staff });
    const offered = await call<EntitlementClasses>(request, 'GET', `ddcEntitlement/classes/${entitlement.id}`, { token: parent.token, language });
    const bookable = offered.classes.filter((item) => item.bookable);
    if (bookable.length >= classes) return { ...parent, orderId: body.data.id, entitlementId: entitlement.id, productName: entitlement.productName, bookable };
  }
  throw new Error('no Insights course with classes of its own to book');
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

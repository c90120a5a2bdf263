import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailDto } from '../../../shared/api/public-content.ts';
import type { OrderList } from '../../../shared/api/orders.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import {
  createOrdersTestApp,
  createProduct,
  parentWithChild,
  requestOrder,
  stockOf,
} from '../../../../tests/support/factories-orders.ts';
import { createCourseSystem, createSchedule, createTimetable } from '../../../../tests/support/factories.ts';

const HOUR = 3_600_000;

/** D21: enrolment closes at the first class, unless staff keep it open until a late-enrolment date. */
describe('ddcOrder/create and enrolment', () => {
  let testApp: AccountsTestApp;
  let classOf: (productId: number, at: Date, cancelled?: boolean) => Promise<unknown>;
  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    const timetable = await createTimetable(testApp.db, { startDate: '2026-01-01', endDate: '2026-12-31' });
    const system = await createCourseSystem(testApp.db);
    classOf = (productId, classDate, cancelled = false) =>
      createSchedule(testApp.db, {
        timetableId: timetable.id,
        courseSystemId: system.id,
        productId,
        classDate,
        cancelledAt: cancelled ? new Date(classDate.getTime() - 24 * HOUR) : null,
      });
  });
  afterAll(() => testApp.close());

  const now = () => testApp.clock();
  const enrolmentOf = async (productId: number) =>
    (envelopeOf(await post(testApp.app, `/api/ddcProduct/detail/${productId}`)).data as ProductDetailDto).enrolment;

  it('answers 409 in both languages once the first class has begun, and writes nothing', async () => {
    const product = await createProduct(testApp.db, { stock: 4 });
    await classOf(product.id, new Date(now().getTime() - HOUR));
    await classOf(product.id, new Date(now().getTime() + 7 * 24 * HOUR));
    const parent = await parentWithChild(testApp.app);

    const en = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId });
    expect(en.statusCode).toBe(409);
    expect(envelopeOf(en)).toEqual({ code: 409, message: 'Enrolment for this course has closed: its first class has begun', data: null });
    const cn = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId }, { language: 'cn' });
    expect(envelopeOf(cn)).toEqual({ code: 409, message: '该课程已开课，报名已截止', data: null });

    expect(await stockOf(testApp.db, product.id)).toBe(4);
    const list = envelopeOf(await get(testApp.app, '/api/ddcOrder/list', { token: parent.token })).data as OrderList;
    expect(list.total).toBe(0);
    expect(await enrolmentOf(product.id)).toBe('closed');
  });

  it('takes applications until the first class begins', async () => {
    const product = await createProduct(testApp.db, { stock: 4 });
    await classOf(product.id, new Date(now().getTime() + 60_000));
    const parent = await parentWithChild(testApp.app);
    expect(await enrolmentOf(product.id)).toBe('open');
    const response = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId });
    expect(response.statusCode).toBe(200);
  });

  it('takes applications after the start until the late-enrolment date, that day included', async () => {
    const product = await createProduct(testApp.db, { stock: 4, lateEnrolmentUntil: '2026-03-04' });
    await classOf(product.id, new Date(now().getTime() - 48 * HOUR));
    // A class still ahead, for a late enrolment to pay for (D27).
    await classOf(product.id, new Date(now().getTime() + 7 * 24 * HOUR));
    const parent = await parentWithChild(testApp.app);
    expect(await enrolmentOf(product.id)).toBe('late');
    expect((await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId })).statusCode).toBe(200);

    // 2026-03-05 in Shanghai: the day after the late-enrolment date.
    testApp.clock.advanceSeconds(3 * 24 * 3600);
    try {
      const late = await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId });
      expect(late.statusCode).toBe(409);
      expect(envelopeOf(late).message).toBe('Enrolment for this course has closed: its first class has begun');
    } finally {
      testApp.clock.advanceSeconds(-3 * 24 * 3600);
    }
  });

  it('counts from the first class that takes place: a cancelled one does not close enrolment', async () => {
    const product = await createProduct(testApp.db, { stock: 4 });
    await classOf(product.id, new Date(now().getTime() - HOUR), true);
    await classOf(product.id, new Date(now().getTime() + 24 * HOUR));
    const parent = await parentWithChild(testApp.app);
    expect((await requestOrder(testApp.app, parent.token, { productId: product.id, childId: parent.childId })).statusCode).toBe(200);
  });

  it('closes a course without dated classes on the first day of its period', async () => {
    // The clock stands on 2026-03-02 in Shanghai.
    const starting = await createProduct(testApp.db, { stock: 4, equityDateStart: '2026-03-02', equityDateEnd: '2026-06-30' });
    const tomorrow = await createProduct(testApp.db, { stock: 4, equityDateStart: '2026-03-03', equityDateEnd: '2026-06-30' });
    const parent = await parentWithChild(testApp.app);
    expect((await requestOrder(testApp.app, parent.token, { productId: starting.id, childId: parent.childId })).statusCode).toBe(409);
    expect((await requestOrder(testApp.app, parent.token, { productId: tomorrow.id, childId: parent.childId })).statusCode).toBe(200);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type OrderSummary } from '../../../shared/api/orders.ts';
import type { ProductDetailDto } from '../../../shared/api/public-content.ts';
import { RequirementStatus } from '../../../shared/api/requirements.ts';
import { requirementHistory, requirements } from '../../db/schema.ts';
import { envelopeOf, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { childFor, createCardPaidOrder, orderDetail, parentWithChild, requestOrder } from '../../../../tests/support/factories-orders.ts';
import {
  createConsultant,
  createConsultingTestApp,
  createTeacher,
  requirementDetail,
  requirementTo,
  staffOfRole,
  submitRequirement,
} from '../../../../tests/support/factories-consulting.ts';

/**
 * The programme formed at status 7 (D12): a private product only its family sees and buys, never
 * in public lists; ordering it moves the requirement to 8 exactly once, in the order's transaction.
 */
describe('the formed Inspire programme', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  let people: { consultantId: number; teacherId: number };
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    staff = (await staffOfRole(testApp.app, 'admin')).token;
    people = { consultantId: (await createConsultant(testApp.app)).id, teacherId: (await createTeacher(testApp.app)).id };
  });
  afterAll(() => testApp.close());

  /** A family whose requirement reached 7, and the programme formed for it. */
  async function formedProgramme() {
    const family = await parentWithChild(testApp.app);
    const need = await submitRequirement(testApp.app, family.token, family.childId);
    await requirementTo(testApp.app, staff, need.id, 7, people);
    const productId = (await requirementDetail(testApp.app, family.token, need.id)).product!.productId;
    return { ...family, requirementId: need.id, productId };
  }

  const convertedSteps = (requirementId: number) =>
    testApp.db.$count(
      requirementHistory,
      and(eq(requirementHistory.requirementId, requirementId), eq(requirementHistory.toStatus, RequirementStatus.ConvertedToOrder)),
    );
  const productDetail = (productId: number, token?: string) =>
    post(testApp.app, `/api/ddcProduct/detail/${productId}`, undefined, token ? { token } : {});

  it('is shown to its family only: other members and visitors get 404, and no public list holds it', async () => {
    const { token, productId } = await formedProgramme();
    const own = await productDetail(productId, token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(envelopeOf(own).data as ProductDetailDto).toMatchObject({ id: productId, name: 'Olympiad mentorship for Ada', productCategoryId: 59, totalClassHours: 40 });

    const stranger = await parentWithChild(testApp.app);
    expect((await productDetail(productId, stranger.token)).statusCode).toBe(404);
    expect((await productDetail(productId)).statusCode).toBe(404);
    // A visitor asking after the family does not get the family's answer from the cache.
    expect((await productDetail(productId)).statusCode).toBe(404);

    const list = envelopeOf(await post(testApp.app, '/api/ddcProduct/productList', { productCategoryId: 59, courseType: 'Inspire', pageSize: 100 }, { token })).data as {
      list: { id: number }[];
    };
    expect(list.list.map((product) => product.id)).not.toContain(productId);
  });

  it('can be ordered only by its family, for the child it was formed for', async () => {
    const { token, childId, productId, requirementId } = await formedProgramme();
    const stranger = await parentWithChild(testApp.app);
    const refused = await requestOrder(testApp.app, stranger.token, { productId, childId: stranger.childId });
    expect(refused.statusCode).toBe(404);
    expect(envelopeOf(refused).message).toBe('This course does not exist or is no longer offered');

    const sibling = await childFor(testApp.app, token, { name: 'Ben Chen' });
    const wrongChild = await requestOrder(testApp.app, token, { productId, childId: sibling });
    expect(wrongChild.statusCode).toBe(409);
    expect(envelopeOf(wrongChild).message).toBe('This programme was formed for Ada Chen: please choose that child');
    const [row] = await testApp.db.select().from(requirements).where(eq(requirements.id, requirementId));
    expect(row).toMatchObject({ status: 7, orderId: null });
    expect((await requestOrder(testApp.app, token, { productId, childId })).statusCode).toBe(200);
  });

  it('moves the requirement to 8 exactly once, linked to the order; a second order is refused, a replay answers the first', async () => {
    const { token, childId, productId, requirementId } = await formedProgramme();
    const key = 'formed-programme-order-1';
    const first = await requestOrder(testApp.app, token, { productId, childId }, { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    const order = envelopeOf(first).data as OrderSummary;
    expect(order).toMatchObject({ status: OrderStatus.PendingPayment, productId, payAmount: 480_000 + 5_000 });

    const replay = await requestOrder(testApp.app, token, { productId, childId }, { idempotencyKey: key });
    expect((envelopeOf(replay).data as OrderSummary).id).toBe(order.id);
    const second = await requestOrder(testApp.app, token, { productId, childId });
    expect(second.statusCode).toBe(409);
    expect(envelopeOf(second).message).toBe('This programme has already been ordered; you can follow the order under My orders');

    const detail = await requirementDetail(testApp.app, token, requirementId);
    expect(detail).toMatchObject({ status: 8, orderId: order.id, allowedActions: [] });
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 7, toStatus: 8, actor: 'member' });
    expect(await convertedSteps(requirementId)).toBe(1);
    // The family cannot withdraw what has become an order.
    expect((await post(testApp.app, `/api/ddcRequirement/withdraw/${requirementId}`, { reason: 'x' }, { token })).statusCode).toBe(409);
  });

  it('turns two orders sent at once into one conversion', async () => {
    const { token, childId, productId, requirementId } = await formedProgramme();
    const answers = await Promise.all([0, 1, 2].map(() => requestOrder(testApp.app, token, { productId, childId })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await convertedSteps(requirementId)).toBe(1);
  });

  it('lets the family order again when the first order closed unpaid, without another step', async () => {
    const { token, childId, productId, requirementId } = await formedProgramme();
    const first = envelopeOf(await requestOrder(testApp.app, token, { productId, childId })).data as OrderSummary;
    expect((await post(testApp.app, `/api/ddcOrder/cancel/${first.id}`, undefined, { token })).statusCode).toBe(200);
    const again = await requestOrder(testApp.app, token, { productId, childId });
    expect(again.statusCode, again.body).toBe(200);
    const second = envelopeOf(again).data as OrderSummary;
    expect((await requirementDetail(testApp.app, token, requirementId)).orderId).toBe(second.id);
    expect(await convertedSteps(requirementId)).toBe(1);
  });

  it('is paid by the sandbox card like any course, and the requirement stays at 8', async () => {
    const { token, childId, productId, requirementId } = await formedProgramme();
    const paid = await createCardPaidOrder(testApp.app, token, productId, childId);
    expect(paid.status).toBe(OrderStatus.Paid);
    expect((await orderDetail(testApp.app, token, paid.id)).productName).toBe('Olympiad mentorship for Ada');
    expect(await requirementDetail(testApp.app, token, requirementId)).toMatchObject({ status: 8, orderId: paid.id });
  });

  it('can no longer be ordered once the family withdrew the requirement', async () => {
    const { token, childId, productId, requirementId } = await formedProgramme();
    expect((await post(testApp.app, `/api/ddcRequirement/withdraw/${requirementId}`, { reason: 'Too expensive' }, { token })).statusCode).toBe(200);
    expect((await requestOrder(testApp.app, token, { productId, childId })).statusCode).toBe(404);
    expect((await productDetail(productId, token)).statusCode).toBe(404);
  });
});

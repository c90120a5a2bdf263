import { OrderStatus } from '../../../shared/api/orders.ts';
import { RequirementStatus } from '../../../shared/api/requirements.ts';
import type { Db } from '../../db/database.ts';
import { findOrderOfMember } from '../../db/repositories/order-repository.ts';
import { lockRequirementOfProduct, updateRequirement } from '../../db/repositories/requirement-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { moveRequirement } from './requirement-moves.ts';

/** Orders that will never be paid: a new order of the same programme may take their place. */
const ENDED_ORDER_STATUSES: readonly number[] = [OrderStatus.Closed, OrderStatus.Invalid];

/**
 * Called inside `ddcOrder/create`'s transaction for every order (D12): when the product is a
 * programme formed for a requirement, the requirement moves to "converted to order" (8), linked
 * to the order, exactly once. A second order while the first is alive is refused (409), and so
 * is an order for another child than the one it was formed for. When the first order closed
 * unpaid, the new order is linked in its place without another step on the timeline.
 */
export async function convertRequirementToOrder(
  tx: Db,
  order: { id: number; memberId: number; childId: number | null; productId: number },
  now: Date,
): Promise<void> {
  const requirement = await lockRequirementOfProduct(tx, order.productId);
  if (!requirement) return;
  if (requirement.childId !== null && requirement.childId !== order.childId) {
    throw new ApiError(409, 'programmeForAnotherChild', { childName: requirement.childName });
  }
  if (requirement.status === RequirementStatus.ConvertedToOrder) {
    const previous = requirement.orderId === null ? undefined : await findOrderOfMember(tx, order.memberId, requirement.orderId);
    if (previous && !ENDED_ORDER_STATUSES.includes(previous.status)) throw new ApiError(409, 'programmeAlreadyOrdered');
    await updateRequirement(tx, requirement.id, { orderId: order.id, updatedAt: now });
    return;
  }
  await moveRequirement(tx, requirement, { step: 'convertToOrder', actor: 'member', actorId: order.memberId, note: '', changes: { orderId: order.id }, now });
}

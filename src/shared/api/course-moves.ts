import { z } from 'zod';

/**
 * Moving a child to another course of the same subject (issue 30, items 4 and 5; ADR 029).
 * `decision`: staff moved an under-filled course and the family answers the offer by its
 * deadline; `single`: staff moved one child at once.
 */
export const MOVE_KINDS = ['decision', 'single'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export const MOVE_STATUSES = ['offered', 'accepted', 'declined', 'expired'] as const;
export type MoveStatus = (typeof MOVE_STATUSES)[number];

/** What happens to the tuition kept above the cheaper target's price: refunded, or waived. */
export const DIFFERENCE_POLICIES = ['refund', 'waive'] as const;
export type DifferencePolicy = (typeof DIFFERENCE_POLICIES)[number];

export const DIFFERENCE_REFUND_STATUSES = ['requested', 'completed', 'failed'] as const;
export type DifferenceRefundStatus = (typeof DIFFERENCE_REFUND_STATUSES)[number];

export const DEFAULT_MOVE_ACCEPT_DAYS = 2;

/** `admin/courseDecision/move/{id}`: the course its families are offered, and what is done with a lower price. */
export const moveCourseBody = z.object({
  toProductId: z.coerce.number().int().positive(),
  difference: z.enum(DIFFERENCE_POLICIES).default('waive'),
});
export type MoveCourseBody = z.output<typeof moveCourseBody>;

/** `admin/order/move/{id}`: one paid order moved to another course. */
export const moveOrderBody = z.object({
  toProductId: z.coerce.number().int().positive(),
  note: z.string().trim().max(500).default(''),
});
export type MoveOrderBody = z.output<typeof moveOrderBody>;

/** A course a child can be moved to: same subject and kind, not begun, not cancelled, with a seat. */
export interface MoveTargetDto {
  id: number;
  nameEn: string;
  nameZh: string;
  /** First day of the course, YYYY-MM-DD. */
  startDate: string;
  /** Seats left; null where seats are not counted. */
  seatsLeft: number | null;
  /** The tuition a family would pay today, minor units of `currency`. */
  tuition: number;
  currency: string;
}

/** What moving a course did: offers made to the families who paid. */
export interface CourseMoveOutcomeDto {
  offered: number;
}

/** A move offered to the family, shown on their order (the offer still open). */
export interface MoveOfferDto {
  id: number;
  status: MoveStatus;
  toProductId: number;
  toProductName: string;
  /** First day of the course offered, YYYY-MM-DD. */
  toStartDate: string;
  /** ISO instant: the last moment to answer. */
  expireTime: string;
  /** The tuition paid above the offered course's price (positive), or below it (negative, waived). */
  priceDifference: number;
  differencePolicy: DifferencePolicy;
}

import { z } from 'zod';

/** D32: waiting in line, offered a held seat, took it with an order, let the offer run out, or left. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'taken', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const DEFAULT_WAITLIST_OFFER_HOURS = 24;

const id = z.number().int().min(1).max(2_147_483_647);

export const joinWaitlistBody = z.object({ productId: id, childId: id });
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;

export interface WaitlistEntryDto {
  id: number;
  productId: number;
  productName: string;
  childId: number;
  childName: string;
  status: WaitlistStatus;
  /** 1 for the first in line; null once it is no longer waiting. */
  position: number | null;
  /** ISO instant the held seat is released at, while offered. */
  offerExpiresAt: string | null;
  createTime: string;
}

/** A course's queue as staff see it. */
export interface AdminWaitlistEntryDto extends WaitlistEntryDto {
  memberId: number;
  parentName: string;
}

export const WAITLIST_MOVES = ['up', 'down'] as const;
export const moveWaitlistBody = z.object({ direction: z.enum(WAITLIST_MOVES) });

export const waitlistListQuery = z.object({ productId: z.coerce.number().int().min(1).max(2_147_483_647).optional() });

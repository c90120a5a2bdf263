import { z } from 'zod';
import { adminListQuery, optionalFilter } from './admin-lists.ts';

/**
 * Notifications (D29): what a member is told, by mail and in the portal. Essential kinds
 * (security, payments and deadlines) always come by mail; the others can be turned off.
 */
export const NOTIFICATION_KINDS = {
  accountCreated: { essential: true },
  orderCreated: { essential: true },
  orderClosed: { essential: true },
  paymentReceived: { essential: true },
  transferRejected: { essential: true },
  /** A transfer's payment deadline ends in 24 hours (D25). */
  paymentDeadlineSoon: { essential: true },
  refundRequested: { essential: true },
  refundCompleted: { essential: true },
  /** A seat held for the family first on a course's waitlist (D32). */
  waitlistOffered: { essential: true },
  /** A course below its minimum that staff decided to run, or cancelled (D31). */
  courseConfirmed: { essential: false },
  courseCancelled: { essential: true },
  /** A move to another course offered, to answer by a deadline, and a move made (ADR 029). */
  courseMoveOffered: { essential: true },
  courseMoved: { essential: true },
  classesBooked: { essential: false },
  bookingCancelled: { essential: false },
  classReminder: { essential: false },
  classMoved: { essential: false },
  /** Staff gave a class another teacher (issue 29): the booked families and both teachers hear. */
  teacherChanged: { essential: false },
  /** A teacher left a note or homework on a class a child is booked in (issue 29). */
  classNote: { essential: false },
  assessmentBooked: { essential: false },
  assessmentUpdated: { essential: false },
  requirementUpdated: { essential: false },
  feedbackAnswered: { essential: false },
  recordAdded: { essential: false },
  /** A message in a parent–teacher thread (issue 29). */
  teacherMessage: { essential: false },
  /** Staff asked a course's teachers for progress reports (issue 29). */
  progressReportRequested: { essential: false },
  /** A message staff wrote to the family (issue 31): always mailed, since someone wrote it for them. */
  staffMessage: { essential: true },
  /** A request to delete the account, its withdrawal (issue 31). */
  accountDeletion: { essential: true },
} as const satisfies Record<string, { essential: boolean }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const notificationKinds = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
export const isEssentialKind = (kind: NotificationKind) => NOTIFICATION_KINDS[kind].essential;

/** Where a message's mail stands: `skipped` when the member turned that kind of mail off. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'retrying', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The portal page the notification is about. */
  link: string | null;
  createTime: string;
  readTime: string | null;
}

export interface NotificationList {
  total: number;
  unread: number;
  list: NotificationItem[];
}

export const notificationListQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const markReadBody = z.union([
  z.object({ ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

export interface NotificationPreferences {
  kinds: Record<NotificationKind, { mail: boolean; essential: boolean }>;
}

export const preferencesBody = z.object({
  kinds: z.partialRecord(z.enum(notificationKinds as [NotificationKind, ...NotificationKind[]]), z.object({ mail: z.boolean() })),
});

// ---- staff: deliveries (`admin/notification/*`) ------------------------------------------------

export interface AdminDelivery {
  id: number;
  kind: NotificationKind;
  recipientName: string;
  recipientEmail: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createTime: string;
  sentTime: string | null;
  /** When the worker tries again; null unless `retrying` (or `pending` with a time ahead). */
  nextAttemptTime: string | null;
}

export interface AdminDeliveryList {
  total: number;
  list: AdminDelivery[];
}

export const ADMIN_DELIVERY_SORTS = ['createTime', 'attempts'] as const;

/** `admin/notification/list`: search by the recipient's name or e-mail; filter by status and kind; `format=csv`. */
export const adminDeliveryListQuery = adminListQuery(ADMIN_DELIVERY_SORTS, '-createTime').extend({
  status: optionalFilter(z.enum(DELIVERY_STATUSES)),
  kind: optionalFilter(z.enum(notificationKinds as [NotificationKind, ...NotificationKind[]])),
});
export type AdminDeliveryListQuery = z.input<typeof adminDeliveryListQuery>;

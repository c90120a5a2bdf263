import type { ClassSizeDto } from '../class-size.ts';
import type { MoveOfferDto } from './course-moves.ts';
import { z } from 'zod';
import { fileKey } from './accounts.ts';
import { requiredTextBlock } from './text-fields.ts';
import { LANGUAGES } from '../language.ts';

/**
 * Orders, payments and entitlements (issue 4): status codes, request schemas and wire shapes,
 * shared by the API's validation and the web. Zod messages are message codes (see accounts.ts).
 */

// ---- statuses (spec §4, D7) ------------------------------------------------------------------

export const OrderStatus = {
  PendingPayment: 0,
  /** The specification's "pending shipment": paid, awaiting activation (D7). */
  Paid: 1,
  /** The specification's "shipped": the entitlement is active. */
  InProgress: 2,
  Completed: 3,
  /** Cancelled by the parent, or unpaid when the hold ran out. */
  Closed: 4,
  /** Refunded. */
  Invalid: 5,
  /** A wire-transfer proof is waiting for staff. */
  UnderReview: 6,
  /** A card checkout is open. */
  InPayment: 7,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7] as const satisfies readonly OrderStatusCode[];
/** The "all" tab of the order list. */
export const ALL_ORDERS = -1;

export const PayType = { Unpaid: 0, Online: 1, Offline: 2 } as const;
export type PayTypeCode = (typeof PayType)[keyof typeof PayType];

/** What the parent may do with an order in its present status (D7). */
export const ORDER_ACTIONS = ['pay', 'uploadProof', 'cancel', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who made a status change, as shown on the order's timeline. */
export const ORDER_ACTORS = ['member', 'staff', 'system', 'provider'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** D7: an unpaid order holds its seat this long unless `ORDER_HOLD_MINUTES` says otherwise. */
export const DEFAULT_ORDER_HOLD_MINUTES = 30;

/** D25: a parent who pays by transfer has this many working days unless `TRANSFER_HOLD_BUSINESS_DAYS` says otherwise. */
export const DEFAULT_TRANSFER_HOLD_BUSINESS_DAYS = 3;

/** The application fee, in minor units of the order's currency; never refunded (D10). */
export const APPLICATION_FEE = 5_000;

/**
 * The ways a payment provider's checkout can take the money, as Stripe names them
 * (`payment_method_types`); `PAYMENT_METHODS` says which are offered.
 */
export const ONLINE_PAYMENT_METHODS = ['card', 'alipay', 'wechat_pay'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
/** How an order was paid: one of the checkout's ways, or a wire transfer that staff confirmed. */
export const PAID_METHODS = [...ONLINE_PAYMENT_METHODS, 'transfer'] as const;
export type PaidMethod = (typeof PAID_METHODS)[number];

/** A receipt is issued for a payment and for each refund. */
export const RECEIPT_KINDS = ['payment', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
/** The number printed on a receipt: its sequence number, e.g. 42 → `R000042`. */
export const receiptNumberOf = (sequence: number) => `R${String(sequence).padStart(6, '0')}`;

// ---- application questions (spec §5) ---------------------------------------------------------

export const LEARNING_PROCESSES = [
  'guidedInquiry',
  'projectWork',
  'seminarDiscussion',
  'problemSolving',
  'competitionTraining',
  'independentReading',
] as const;
export const LEARNING_OUTCOMES = [
  'deeperUnderstanding',
  'competitionResults',
  'researchPortfolio',
  'confidence',
  'academicPlanning',
] as const;
export const ApplicationAnswerLimit = {
  processes: { min: 2, max: 3 },
  outcomes: { min: 1, max: 2 },
} as const;

export const OrderFieldMessage = {
  pickProcesses: 'pickProcesses',
  pickOutcomes: 'pickOutcomes',
  reasonRequired: 'reasonRequired',
} as const;

const uniqueChoices = <T extends readonly [string, ...string[]]>(options: T, min: number, max: number, message: string) =>
  z
    .array(z.enum(options, message))
    .min(min, message)
    .max(max, message)
    .refine((values) => new Set(values).size === values.length, message);

export const applicationAnswers = z.object({
  processes: uniqueChoices(
    LEARNING_PROCESSES,
    ApplicationAnswerLimit.processes.min,
    ApplicationAnswerLimit.processes.max,
    OrderFieldMessage.pickProcesses,
  ),
  outcomes: uniqueChoices(
    LEARNING_OUTCOMES,
    ApplicationAnswerLimit.outcomes.min,
    ApplicationAnswerLimit.outcomes.max,
    OrderFieldMessage.pickOutcomes,
  ),
});
export type ApplicationAnswers = z.infer<typeof applicationAnswers>;

// ---- requests ----------------------------------------------------------------------------------

/** An id in a JSON body is a number: `true` or `"1"` is refused rather than coerced. */
const bodyId = z.number().int().positive().max(2_147_483_647);

/** `Idempotency-Key`: a client-made key, e.g. a UUID, reused when the same order is retried. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKey = z.string().trim().min(8).max(128).regex(/^[\w-]+$/);

export const createOrderBody = z.object({
  productId: bodyId,
  childId: bodyId,
  answers: applicationAnswers,
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const orderListQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .min(ALL_ORDERS)
    .max(ORDER_STATUSES.length - 1)
    .default(ALL_ORDERS),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** `ddcOrder/receipt/{id}`: the receipt's language; the parent's own when absent. */
export const receiptQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export const payBody = z.object({ payType: z.union([z.literal(PayType.Online), z.literal(PayType.Offline)]) });
export const transferProofBody = z.object({ fileKey });
export const rejectTransferBody = z.object({
  reason: requiredTextBlock(500, { required: OrderFieldMessage.reasonRequired }),
});

export const ENTITLEMENT_TABS = [
  'all',
  'pendingActivation',
  'pendingBooking',
  'pendingUse',
  'used',
  'expired',
  'booked',
] as const;
export type EntitlementTab = (typeof ENTITLEMENT_TABS)[number];
/** The status of one entitlement: every tab but "all" and "booked" (D11). */
export type EntitlementStatus = Exclude<EntitlementTab, 'all' | 'booked'>;

export const entitlementListQuery = z.object({
  tab: z.enum(ENTITLEMENT_TABS).default('all'),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type EntitlementListQuery = z.input<typeof entitlementListQuery>;

export const SANDBOX_OUTCOMES = ['success', 'failure', 'cancel'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
/** The way the payer chose on the sandbox page; `card` when the page names none. */
export const sandboxOutcomeBody = z.object({ outcome: z.enum(SANDBOX_OUTCOMES), method: z.enum(ONLINE_PAYMENT_METHODS).default('card') });

/** The query the payment provider returns to on `/stripe-callback`. */
export const PAYMENT_RESULTS = ['success', 'failure', 'cancel'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];
/** D9: seconds before `/stripe-callback` returns to the orders. */
export const PAYMENT_RETURN_SECONDS = 5;

// ---- answers -----------------------------------------------------------------------------------

/** Dates and times are ISO 8601 strings; calendar dates are `YYYY-MM-DD`; money is minor units. */
export interface OrderSummary {
  id: number;
  orderSn: string;
  status: OrderStatusCode;
  payType: PayTypeCode;
  productId: number;
  productName: string;
  productPic: string;
  productCategoryId: number;
  courseType: string;
  /** The programme's name in the request's language, as the catalogue writes it. */
  courseTypeName: string;
  childId: number | null;
  childName: string;
  currency: string;
  tuitionAmount: number;
  applicationFee: number;
  payAmount: number;
  /** The first class day, which the refund policy counts from. */
  firstClassDate: string;
  createTime: string;
  /** When an unpaid order closes and frees its seat; null once paid or closed. */
  expiresAt: string | null;
  paymentTime: string | null;
  /** Where the course stands (D31); null where the answer did not read it. */
  classSize: ClassSizeDto | null;
}

export interface OrderHistoryEntry {
  fromStatus: OrderStatusCode | null;
  toStatus: OrderStatusCode;
  actor: OrderActor;
  /** A reason given by staff, or what happened ("Card payment failed"), in the reader's language. */
  note: string;
  createTime: string;
}

export interface RefundSummary {
  percent: number;
  amount: number;
  method: 'card' | 'offline';
  /** `sent`: the card provider has returned the money; the order's own change is still to finish. */
  status: 'requested' | 'sent' | 'completed' | 'failed';
  requestTime: string;
  completeTime: string | null;
}

export interface RefundQuoteAnswer {
  daysBefore: number;
  percent: number;
  amount: number;
}

export interface TransferProof {
  fileKey: string;
  url: string;
  originalName: string;
  uploadTime: string;
}

export interface OrderDetail extends OrderSummary {
  answers: ApplicationAnswers;
  history: OrderHistoryEntry[];
  allowedActions: OrderAction[];
  /** Staff's reason for the last rejected transfer, shown to the parent. */
  rejectionReason: string | null;
  transferProof: TransferProof | null;
  refund: RefundSummary | null;
  /** What a refund asked for today would return; null when no refund can be asked. */
  refundQuote: RefundQuoteAnswer | null;
  /** How the order was paid; null while unpaid. A refund goes back the same way. */
  paidMethod: PaidMethod | null;
  /** The payment's receipt and each refund's, oldest first; `ddcOrder/receipt/{id}` is the PDF. */
  receipts: ReceiptSummary[];
  /** A move to another course offered to the family, waiting for their answer (ADR 029). */
  moveOffer: MoveOfferDto | null;
}

export interface ReceiptSummary {
  id: number;
  kind: ReceiptKind;
  /** As printed, e.g. `R000042`. */
  number: string;
  amount: number;
  issueTime: string;
}

export interface OrderList {
  total: number;
  list: OrderSummary[];
}

/** `ddcOrder/memberOrderStatistics`: orders per status, every status present. */
export type OrderStatistics = Record<`${OrderStatusCode}`, number>;

export interface BankDetails {
  beneficiary: string;
  bank: string;
  account: string;
  swift: string;
  address: string;
  /** "Write <orderSn> as the reference", or a general hint without an order. */
  referenceHint: string;
}

export type PayAnswer =
  | { payType: typeof PayType.Online; checkoutUrl: string }
  | { payType: typeof PayType.Offline; bank: BankDetails };

export interface RefundAnswer {
  order: OrderDetail;
  amount: number;
  percent: number;
}

export interface EntitlementItem {
  id: number;
  orderId: number;
  orderSn: string;
  productId: number;
  productName: string;
  productPic: string;
  productCategoryId: number;
  courseType: string;
  /** The child it was bought for; null once the family removed the child. */
  childId: number | null;
  childName: string;
  status: EntitlementStatus;
  unit: 'sessions' | 'hours';
  total: number;
  booked: number;
  used: number;
  equityDateStart: string;
  equityDateEnd: string;
  activateTime: string | null;
  createTime: string;
  /** Where the course stands (D31). */
  classSize: ClassSizeDto;
  /** Whether the course has a teacher on the portal the family can write to (issue 29). */
  canMessageTeacher: boolean;
}

/** booked → attended, absent or excused after the class (D23), or cancelled before it. */
export const BOOKING_STATUSES = ['booked', 'attended', 'absent', 'excused', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingItem {
  id: number;
  entitlementId: number;
  productName: string;
  childName: string;
  scheduleName: string;
  classDate: string;
  endAt: string;
  teacherName: string | null;
  status: BookingStatus;
  /** Until when the parent may cancel (D23); null once the booking is no longer `booked`. */
  cancelDeadline: string | null;
  cancellable: boolean;
}

export interface EntitlementList {
  total: number;
  /** Entitlements, or bookings on the "booked" tab. */
  list: EntitlementItem[] | BookingItem[];
  counts: Record<EntitlementTab, number>;
}

/** `payment/sandbox/session/{id}`: what the local checkout page shows. */
export interface SandboxCheckout {
  id: string;
  /** The order paid here, so that a closed checkout can lead back to it. */
  orderId: number;
  orderSn: string;
  productName: string;
  amount: number;
  currency: string;
  status: 'open' | 'completed' | 'failed' | 'cancelled' | 'expired';
  expiresAt: string;
  /** The ways the payer may choose, as `PAYMENT_METHODS` sets them. */
  methods: OnlinePaymentMethod[];
}

/** `payment/methods`: the ways an online payment can be made, as `PAYMENT_METHODS` sets them. */
export interface PaymentMethodsAnswer {
  methods: OnlinePaymentMethod[];
}

export interface SandboxOutcomeAnswer {
  /** Where the browser goes next: `/stripe-callback?result=…&orderId=…`. */
  redirectUrl: string;
}

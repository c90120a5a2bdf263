import { DEFAULT_WAITLIST_OFFER_HOURS } from '../shared/api/waitlist.ts';
import { DEFAULT_MOVE_ACCEPT_DAYS } from '../shared/api/course-moves.ts';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TRANSFER_HOLD_BUSINESS_DAYS, ONLINE_PAYMENT_METHODS } from '../shared/api/orders.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Only this machine by default; `0.0.0.0` (or an address) opens the portal to the network. */
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` lines for a person, `json` for a log collector; by default pretty on a terminal. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  ACADEMY_TIME_ZONE: z
    .string()
    .default('Asia/Shanghai')
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Shanghai'),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /**
   * How many proxy hops to believe in X-Forwarded-For; 0 trusts none, so a client cannot choose
   * the address that the per-address rate limits count.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Sign-ups (parents and foreign teachers) from one address per hour; a school's NAT may need more. */
  SIGNUP_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Documents a visitor (the foreign-teacher form) sends from one address per hour. */
  APPLICATION_UPLOADS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(12),
  /** Password-reset code requests from one address per hour, for every e-mail address together. */
  CODE_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** The bytes one member may upload per day, over every file (20 files of the largest size by default). */
  UPLOAD_BYTES_PER_MEMBER_PER_DAY: z.coerce.number().int().min(1).default(400 * 1024 * 1024),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** The most the public-read cache may hold; the least recently used answers go first. */
  PUBLIC_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** PGlite's buffer cache, all of it resident: 16 MB holds the whole demo database (bench/buffer-cache.ts). */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(16),
  /** How often the sweeps run (holds that ran out, entitlements that fall due, old rows). */
  MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long a delivery worker holds the messages it took; one that died lets them go after it (ADR 023). */
  NOTIFICATION_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24 * 7),
  /** Without it, mail is written as .eml files into <DATA_DIR>/outbox (D15). */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Everbright Academy <support@everbright.academy>'),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(20 * 1024 * 1024),
  /** The most one file may have when a visitor (not signed in) sends it: the foreign-teacher form's documents. */
  ANONYMOUS_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(10 * 1024 * 1024),
  /**
   * Upload bytes this process receives at once, in all and from one address; past either, an
   * upload is answered 503 with Retry-After. An upload alone is always let in.
   */
  UPLOAD_BYTES_IN_FLIGHT: z.coerce.number().int().min(1024).default(128 * 1024 * 1024),
  UPLOAD_BYTES_IN_FLIGHT_PER_ADDRESS: z.coerce.number().int().min(1024).default(48 * 1024 * 1024),
  /** With a bucket, files go to S3 or an S3-compatible store (MinIO); otherwise <DATA_DIR>/files (D14). */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
  /** D7: how long an unpaid order holds its seat. */
  ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  /** D25: the working days (Monday to Friday in ACADEMY_TIME_ZONE) a parent who pays by transfer has to upload the receipt. */
  TRANSFER_HOLD_BUSINESS_DAYS: z.coerce.number().int().min(1).max(20).default(DEFAULT_TRANSFER_HOLD_BUSINESS_DAYS),
  /**
   * The address parents reach the portal at, for the payment provider's return links and the
   * links in mail (which fall back to HOST and PORT). Required with Stripe: a return link taken
   * from the request's Host header could send a paying parent to any site.
   */
  PUBLIC_URL: z.url().optional(),
  /** With a key, cards are paid through Stripe Checkout; otherwise through the local sandbox (D9). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must start with whsec_').optional(),
  /** Another Stripe API address, e.g. a local stub server in tests. */
  STRIPE_API_URL: z.url().optional(),
  /**
   * The ways the online checkout offers, comma-separated in the order shown: `card`, `alipay`,
   * `wechat_pay` (Stripe Checkout's own names).
   */
  PAYMENT_METHODS: z
    .string()
    .default('card')
    .transform((value) => [...new Set(value.split(',').map((method) => method.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(ONLINE_PAYMENT_METHODS, `each must be one of ${ONLINE_PAYMENT_METHODS.join(', ')}`)).min(1, 'must name at least one method')),
  /** The academy's bank details for wire transfers (D9); fictional defaults for the demo. */
  BANK_BENEFICIARY: z.string().min(1).default('Everbright Academy Ltd.'),
  BANK_NAME: z.string().min(1).default('Harbour Commercial Bank, Hong Kong Branch'),
  BANK_ACCOUNT: z.string().min(1).default('012-345678-901'),
  BANK_SWIFT: z.string().min(1).default('HCBKHKHH'),
  BANK_ADDRESS: z.string().min(1).default('88 Queensway, Admiralty, Hong Kong'),
  /** The academy as its receipts name it; fictional defaults for the demo. */
  ACADEMY_LEGAL_NAME: z.string().min(1).default('Everbright Academy Ltd.'),
  ACADEMY_ADDRESS: z.string().min(1).default('Unit 1203, 18 Harbour Road, Wan Chai, Hong Kong'),
  /** D23: a booking can be cancelled until this many hours before its class. */
  BOOKING_CANCEL_HOURS: z.coerce.number().int().min(0).max(24 * 30).default(24),
  /** D32: how long a seat freed for the first family on a course's waitlist is held for them. */
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(24 * 14).default(DEFAULT_WAITLIST_OFFER_HOURS),
  /** D31: this many days before its first class, a course still below its minimum is a staff decision. */
  DECISION_DAYS_BEFORE_START: z.coerce.number().int().min(0).max(60).default(3),
  /** ADR 029: how many days a family has to accept a move to another course; then the tuition is refunded. */
  MOVE_ACCEPT_DAYS: z.coerce.number().int().min(1).max(30).default(DEFAULT_MOVE_ACCEPT_DAYS),
  /**
   * An online office viewer (spec §5, D14), e.g. https://view.officeapps.live.com/op/view.aspx?src=
   * The signed file link goes where `{url}` stands, or is appended. Without it, docx and xlsx are
   * previewed in the page and other office files are downloaded.
   */
  OFFICE_VIEWER_URL: z.url().optional(),
})
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'is required with STRIPE_SECRET_KEY, to verify the webhook signature',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.PUBLIC_URL, {
    path: ['PUBLIC_URL'],
    message: "is required with STRIPE_SECRET_KEY, for Stripe's return links",
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string };

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Reads the environment once at start-up; a wrong setting stops the process with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

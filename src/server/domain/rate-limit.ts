import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { clearBucket, hitBucket, peekBucket } from '../db/repositories/rate-limit-repository.ts';
import { ApiError } from '../http/errors.ts';
import type { MessageKey } from '../http/messages.ts';
import { addSeconds } from './clock.ts';

/**
 * Rate limits kept in the database (DESIGN §4), so that they hold across instances. Each policy
 * is a fixed window: at most `limit` hits per `windowSeconds` for one subject.
 */
export interface RateLimitPolicy {
  name: string;
  limit: number;
  windowSeconds: number;
  /** The 429's message; it receives `{{seconds}}` and `{{minutes}}` until the window ends. */
  messageKey: MessageKey;
}

export const RateLimitPolicies = {
  /** Failed sign-ins of one account, whatever the address. */
  loginPerAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * 60, messageKey: 'tooManyLoginAttempts' },
  /** Failed sign-ins from one address, whatever the account. */
  loginPerAddress: { name: 'login-address', limit: 30, windowSeconds: 15 * 60, messageKey: 'tooManyLoginAttempts' },
  /** One code per e-mail address per minute (D6: resend after 60 seconds). */
  codeResend: { name: 'code-resend', limit: 1, windowSeconds: 60, messageKey: 'codeResendTooSoon' },
  codePerEmail: { name: 'code-email', limit: 5, windowSeconds: 60 * 60, messageKey: 'tooManyCodeRequests' },
  codePerAddress: { name: 'code-address', limit: 20, windowSeconds: 60 * 60, messageKey: 'tooManyCodeRequests' },
  /** Application documents, sent before sign-up by the foreign-teacher form. */
  applicationUploadPerAddress: { name: 'upload-address', limit: 30, windowSeconds: 60 * 60, messageKey: 'tooManyUploads' },
} as const satisfies Record<string, RateLimitPolicy>;

/** The subject is hashed: the table holds no e-mail address or IP in clear. */
function bucketKey(policy: RateLimitPolicy, subject: string): string {
  return `${policy.name}:${createHash('sha256').update(subject.toLowerCase()).digest('hex')}`;
}

function refusal(policy: RateLimitPolicy, windowEndsAt: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
  return new ApiError(429, policy.messageKey, { seconds: String(seconds), minutes: String(Math.ceil(seconds / 60)) }, {
    retryAfterSeconds: seconds,
  });
}

/** Counts a hit and refuses it (429) when it is over the limit. */
export async function spendAttempt(db: Db, policy: RateLimitPolicy, subject: string, now: Date): Promise<void> {
  const bucket = await hitBucket(db, bucketKey(policy, subject), now, addSeconds(now, policy.windowSeconds));
  if (bucket.count > policy.limit) throw refusal(policy, bucket.windowEndsAt, now);
}

/** Refuses (429) when the subject has used up its hits, without counting one. */
export async function assertAttemptsLeft(db: Db, policy: RateLimitPolicy, subject: string, now: Date): Promise<void> {
  const bucket = await peekBucket(db, bucketKey(policy, subject), now);
  if (bucket && bucket.count >= policy.limit) throw refusal(policy, bucket.windowEndsAt, now);
}

/** Counts a hit without refusing: for failures, whose count decides the next attempt. */
export async function recordAttempt(db: Db, policy: RateLimitPolicy, subject: string, now: Date): Promise<void> {
  await hitBucket(db, bucketKey(policy, subject), now, addSeconds(now, policy.windowSeconds));
}

export async function resetAttempts(db: Db, policy: RateLimitPolicy, subject: string): Promise<void> {
  await clearBucket(db, bucketKey(policy, subject));
}

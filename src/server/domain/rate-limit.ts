import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import {
  admitAttempt,
  clearBucket,
  clearBucketsStartingWith,
  hitBucket,
  refundHit,
  type DelayRule,
} from '../db/repositories/rate-limit-repository.ts';
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
  /** Sign-ins from one address, whatever the account; a success is given back. */
  loginPerAddress: { name: 'login-address', limit: 30, windowSeconds: 15 * 60, messageKey: 'tooManyLoginAttempts' },
  /** One code per e-mail address per minute (D6: resend after 60 seconds). */
  codeResend: { name: 'code-resend', limit: 1, windowSeconds: 60, messageKey: 'codeResendTooSoon' },
  codePerEmail: { name: 'code-email', limit: 5, windowSeconds: 60 * 60, messageKey: 'tooManyCodeRequests' },
  /** Code requests from one address; the limit is the CODE_REQUESTS_PER_ADDRESS_PER_HOUR setting. */
  codePerAddress: { name: 'code-address', limit: 20, windowSeconds: 60 * 60, messageKey: 'tooManyCodeRequests' },
  /** Sign-ups from one address; the limit is the SIGNUP_PER_ADDRESS_PER_HOUR setting. */
  signUpPerAddress: { name: 'signup-address', limit: 20, windowSeconds: 60 * 60, messageKey: 'tooManySignUps' },
  /**
   * What a member sends to staff (issue 26: one parent sent 292 threads in 8 seconds, and the
   * dashboard's counts meant nothing). Counted in the sending transaction: a refused send costs nothing.
   */
  feedbackPerMember: { name: 'feedback-member', limit: 10, windowSeconds: 60 * 60, messageKey: 'tooMuchFeedback' },
  feedbackReplyPerMember: { name: 'feedback-reply-member', limit: 30, windowSeconds: 60 * 60, messageKey: 'tooManyFeedbackReplies' },
  teacherMessagePerMember: { name: 'teacher-message-member', limit: 60, windowSeconds: 60 * 60, messageKey: 'tooManyTeacherMessages' },
  requirementPerMember: { name: 'requirement-member', limit: 5, windowSeconds: 60 * 60, messageKey: 'tooManyRequirements' },
  assessmentPerMember: { name: 'assessment-member', limit: 5, windowSeconds: 60 * 60, messageKey: 'tooManyAssessments' },
  /** Copies of a family's data (issue 31): each gathers every file and prints every receipt. */
  exportPerMember: { name: 'export-member', limit: 5, windowSeconds: 60 * 60, messageKey: 'tooManyExports' },
  /** Files a signed-in member uploads. */
  uploadPerMember: { name: 'upload-member', limit: 60, windowSeconds: 60 * 60, messageKey: 'tooManyUploads' },
  /** Bytes a signed-in member uploads in a day; the limit is UPLOAD_BYTES_PER_MEMBER_PER_DAY. */
  uploadBytesPerMember: { name: 'upload-bytes-member', limit: 400 * 1024 * 1024, windowSeconds: 24 * 60 * 60, messageKey: 'uploadAllowanceUsed' },
  /**
   * Documents a visitor sends before sign-up (the foreign-teacher form: a CV and up to five
   * certificates), fewer than members may: nobody answers for them. Members count per member.
   * The limit is the APPLICATION_UPLOADS_PER_ADDRESS_PER_HOUR setting.
   */
  applicationUploadPerAddress: { name: 'upload-address', limit: 12, windowSeconds: 60 * 60, messageKey: 'tooManyUploads' },
} as const satisfies Record<string, RateLimitPolicy>;

/**
 * Password checks of one account from one address (sign-in, and the current password of a
 * change). Keyed by both, so that a guesser elsewhere cannot lock the owner out; past the limit
 * each further check waits a delay that doubles, rather than a fixed lock.
 */
export const PasswordGuessPolicy = {
  name: 'login-account-address',
  limit: 10,
  windowSeconds: 15 * 60,
  firstDelaySeconds: 60,
  maxDelaySeconds: 60 * 60,
  messageKey: 'tooManyLoginAttempts',
} as const satisfies DelayRule & { name: string; messageKey: MessageKey };

const hashOf = (subject: string) => createHash('sha256').update(subject.toLowerCase()).digest('hex');

/** The account comes first in the key, so that a reset can clear every address of it at once. */
const guessKeyPrefix = (account: string) => `${PasswordGuessPolicy.name}:${hashOf(account)}:`;

/** The subject is hashed: the table holds no e-mail address or IP in clear. */
function bucketKey(policy: RateLimitPolicy, subject: string): string {
  return `${policy.name}:${hashOf(subject)}`;
}

function refusal(policy: { messageKey: MessageKey }, until: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new ApiError(429, policy.messageKey, { seconds: String(seconds), minutes: String(Math.ceil(seconds / 60)) }, {
    retryAfterSeconds: seconds,
  });
}

/** Counts a hit and refuses it (429) when it is over the limit. */
export async function spendAttempt(db: Db, policy: RateLimitPolicy, subject: string, now: Date): Promise<void> {
  const bucket = await hitBucket(db, bucketKey(policy, subject), now, addSeconds(now, policy.windowSeconds));
  if (bucket.count > policy.limit) throw refusal(policy, bucket.windowEndsAt, now);
}

/**
 * Spends `amount` of a budget (bytes of uploads) and refuses it (429) when the budget would be
 * overdrawn; a refused amount is given back, so that it does not count against the next try.
 */
export async function spendBudget(db: Db, policy: RateLimitPolicy, subject: string, amount: number, now: Date): Promise<void> {
  const key = bucketKey(policy, subject);
  const bucket = await hitBucket(db, key, now, addSeconds(now, policy.windowSeconds), amount);
  if (bucket.count > policy.limit) {
    await refundHit(db, key, amount);
    throw refusal(policy, bucket.windowEndsAt, now);
  }
}

/** Gives back a hit counted by `spendAttempt` that turned out not to matter. */
export async function refundAttempt(db: Db, policy: RateLimitPolicy, subject: string): Promise<void> {
  await refundHit(db, bucketKey(policy, subject));
}

/**
 * Counts a password check of `account` from `address` before the password is compared, and
 * refuses it (429) while the pair is in its delay.
 */
export async function spendPasswordGuess(db: Db, account: string, address: string, now: Date): Promise<void> {
  const result = await admitAttempt(db, guessKeyPrefix(account) + hashOf(address), now, PasswordGuessPolicy);
  if (!result.admitted) throw refusal(PasswordGuessPolicy, result.blockedUntil, now);
}

/** A right password from that address: its count starts again. */
export async function forgetPasswordGuesses(db: Db, account: string, address: string): Promise<void> {
  await clearBucket(db, guessKeyPrefix(account) + hashOf(address));
}

/** A successful reset proves the owner: every address's count and delay on the account go. */
export async function forgetAccountGuesses(db: Db, account: string): Promise<void> {
  await clearBucketsStartingWith(db, guessKeyPrefix(account));
}

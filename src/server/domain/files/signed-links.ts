import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { signingSecretOf } from '../signing-secret.ts';

/**
 * Short-lived signed links to a member's private file (spec §5, D14), for a tab or an office
 * viewer that has no session to send. A token names one subject (a record, a stored file), the
 * member it was made for and its expiry, signed with HMAC-SHA256 under a secret of its kind that
 * every instance shares (`app_secrets`): a token of one kind never opens another.
 */
export interface SignedLinkKind {
  secretName: string;
  minutes: number;
}

export type SignedLinkCheck = { valid: true; subjectId: number; memberId: number } | { valid: false; expired: boolean };

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export async function signLink(db: Db, kind: SignedLinkKind, subjectId: number, memberId: number, now: Date): Promise<string> {
  const expires = now.getTime() + kind.minutes * 60_000;
  const payload = `${subjectId}.${memberId}.${expires}`;
  return `${payload}.${signatureOf(await signingSecretOf(db, kind.secretName), payload)}`;
}

/** Whether a token is one we signed for this kind and has not run out. */
export async function verifyLink(db: Db, kind: SignedLinkKind, token: string, now: Date): Promise<SignedLinkCheck> {
  const [subjectId, memberId, expires, signature] = token.split('.');
  const expected = Buffer.from(signatureOf(await signingSecretOf(db, kind.secretName), `${subjectId}.${memberId}.${expires}`));
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, expired: false };
  if (now.getTime() > Number(expires)) return { valid: false, expired: true };
  return { valid: true, subjectId: Number(subjectId), memberId: Number(memberId) };
}

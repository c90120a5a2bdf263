import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKinds, type NotificationKind } from '../../../shared/api/notifications.ts';
import type { Db } from '../../db/database.ts';
import { signingSecretOf } from '../signing-secret.ts';

/**
 * One-click unsubscribe links (RFC 8058): a token names a member and a kind of notification,
 * signed with HMAC-SHA256 under a secret every instance shares, so that it works without a
 * session and cannot be guessed or changed to another member's.
 */
const SECRET_NAME = 'unsubscribe-links';
const signingSecret = (db: Db) => signingSecretOf(db, SECRET_NAME);

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export async function signUnsubscribeToken(db: Db, memberId: number, kind: NotificationKind): Promise<string> {
  const payload = `${memberId}.${kind}`;
  return `${payload}.${signatureOf(await signingSecret(db), payload)}`;
}

/** The member and kind a token was signed for, or null for anything we did not sign. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<{ memberId: number; kind: NotificationKind } | null> {
  const [memberId, kind, signature] = token.split('.');
  if (!/^\d{1,10}$/.test(memberId ?? '') || !notificationKinds.includes(kind as NotificationKind)) return null;
  const expected = Buffer.from(signatureOf(await signingSecret(db), `${memberId}.${kind}`));
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { memberId: Number(memberId), kind: kind as NotificationKind };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { RECORD_LINK_MINUTES } from '../../../shared/api/records.ts';
import type { Db } from '../../db/database.ts';
import { signingSecretOf } from '../signing-secret.ts';

/**
 * Short-lived signed links to a record's file (spec §5, D14). A token names one record, the
 * parent it was made for and its expiry, signed with HMAC-SHA256 under a secret that every
 * instance shares (`app_secrets`), so that an office viewer can fetch the file without a session.
 */
const SECRET_NAME = 'record-file-links';
const signingSecret = (db: Db) => signingSecretOf(db, SECRET_NAME);

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export async function signRecordLink(db: Db, recordId: number, memberId: number, now: Date): Promise<string> {
  const expires = now.getTime() + RECORD_LINK_MINUTES * 60_000;
  const payload = `${recordId}.${memberId}.${expires}`;
  return `${payload}.${signatureOf(await signingSecret(db), payload)}`;
}

export type LinkCheck = { valid: true; recordId: number; memberId: number } | { valid: false; expired: boolean };

/** Whether a token is one we signed and has not run out. */
export async function verifyRecordLink(db: Db, token: string, now: Date): Promise<LinkCheck> {
  const [recordId, memberId, expires, signature] = token.split('.');
  const expected = Buffer.from(signatureOf(await signingSecret(db), `${recordId}.${memberId}.${expires}`));
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, expired: false };
  if (now.getTime() > Number(expires)) return { valid: false, expired: true };
  return { valid: true, recordId: Number(recordId), memberId: Number(memberId) };
}

import { RECORD_LINK_MINUTES } from '../../../shared/api/records.ts';
import type { Db } from '../../db/database.ts';
import { signLink, verifyLink, type SignedLinkKind } from '../files/signed-links.ts';

/** Signed links to a record's file: an office viewer fetches it without a session. */
const RECORD_LINKS: SignedLinkKind = { secretName: 'record-file-links', minutes: RECORD_LINK_MINUTES };

export const signRecordLink = (db: Db, recordId: number, memberId: number, now: Date) => signLink(db, RECORD_LINKS, recordId, memberId, now);

export type LinkCheck = { valid: true; recordId: number; memberId: number } | { valid: false; expired: boolean };

/** Whether a token is one we signed and has not run out. */
export async function verifyRecordLink(db: Db, token: string, now: Date): Promise<LinkCheck> {
  const check = await verifyLink(db, RECORD_LINKS, token, now);
  return check.valid ? { valid: true, recordId: check.subjectId, memberId: check.memberId } : check;
}

import type { NotificationKind } from '../../../shared/api/notifications.ts';
import type { Language } from '../../../shared/language.ts';
import type { MailContent } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import { insertNotification } from '../../db/repositories/notification-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import type { NotificationText } from '../../db/schema.ts';

export interface Recipient {
  name: string;
  language: Language;
  /** The member's own zone, when known, for times shown beside the academy's (D33). */
  timeZone: string | null;
}

export interface NotificationRequest {
  memberId: number;
  kind: NotificationKind;
  /** The portal page it is about. */
  link: string | null;
  /** Its text in one language, for the member's name as mail greets them and their own time zone. */
  build: (recipient: Recipient) => MailContent | Promise<MailContent>;
  /** Sent from then on; now when unset. */
  dueAt?: Date;
  /** A class reminder's booking, which takes the reminder with it when it is cancelled or moved. */
  bookingId?: number;
  /** Not mailed from then on: a reminder of a class that has begun says nothing useful. */
  sendBefore?: Date;
  /** A receipt the mail carries as a PDF, made when it is sent. */
  receiptId?: number;
}

/**
 * Tells a member something (D29): the notification is a row written in the caller's
 * transaction, so it exists exactly when the change that causes it does, and the delivery
 * worker mails it once that transaction has committed. Its text is written now in both
 * languages. A member who is gone is told nothing.
 */
export async function notify(tx: Db, request: NotificationRequest, now: Date): Promise<void> {
  const member = await findUserById(tx, request.memberId);
  if (!member) return;
  const name = member.nickname || member.username;
  const reader = { name, timeZone: member.timeZone };
  const [en, cn] = await Promise.all([request.build({ ...reader, language: 'en' }), request.build({ ...reader, language: 'cn' })]);
  const dueAt = request.dueAt ?? now;
  await insertNotification(tx, {
    userId: member.id,
    kind: request.kind,
    content: { en: textOf(en), cn: textOf(cn) },
    link: request.link,
    dueAt,
    bookingId: request.bookingId ?? null,
    sendBefore: request.sendBefore ?? null,
    receiptId: request.receiptId ?? null,
    createdAt: now,
    nextAttemptAt: dueAt,
  });
  if (dueAt.getTime() <= now.getTime()) queuedSinceAsked = true;
}

/**
 * Whether a notification due now was written since the last call: the app then delivers before
 * it answers the request that caused it, so mail goes out at once. Only a hint: the row is the
 * record, and the delivery sweep sends whatever a rolled-back hint or a stopped process left.
 */
let queuedSinceAsked = false;
export function takeQueuedHint(): boolean {
  const queued = queuedSinceAsked;
  queuedSinceAsked = false;
  return queued;
}

const textOf = ({ subject, summary, text, html }: MailContent): NotificationText => ({ subject, summary, text, html });

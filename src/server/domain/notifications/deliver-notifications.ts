import { isEssentialKind } from '../../../shared/api/notifications.ts';
import type { MailAttachment, Mailer } from '../../adapters/mail/mailer.ts';
import type { Language } from '../../../shared/language.ts';
import type { Db } from '../../db/database.ts';
import {
  claimDueNotifications,
  recordDelivery,
  recordSent,
  type ClaimedNotification,
  type DeliveryOutcome,
} from '../../db/repositories/notification-repository.ts';
import { describeError, isPermanentRefusal, nextAttemptAfter } from './delivery-rules.ts';
import { signUnsubscribeToken } from './unsubscribe-links.ts';

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** The portal's public address, for unsubscribe links (configuration only, never a request's Host). */
  publicBase: string;
  /** How long a claim holds; by default long enough for a batch to be sent by a slow mail server. */
  claimMs?: number;
  /** A message's receipt as a PDF in the member's language, made as it is sent; without it, none goes. */
  receiptAttachment?: (receiptId: number, language: Language) => Promise<MailAttachment>;
}

const BATCH = 50;
const CLAIM_MS = 5 * 60_000;

/**
 * The delivery worker's turn (D29): claims the messages whose time has come and mails each in
 * its member's language, until none is left. Answers how many were sent. One message's trouble
 * (a member gone, a mailbox refused) is recorded on its row and never stops the others.
 */
export async function deliverDueNotifications(deps: DeliveryDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDueNotifications(deps.db, deps.now(), BATCH, deps.claimMs ?? CLAIM_MS);
    // The common outcome is written for the whole batch in one statement; the others one by one.
    const sentIds: number[] = [];
    for (const message of claimed) {
      const outcome = await deliverOne(deps, message);
      if (outcome.status === 'sent') sentIds.push(message.notification.id);
      else await recordDelivery(deps.db, message.notification.id, outcome);
    }
    await recordSent(deps.db, sentIds, deps.now());
    sent += sentIds.length;
    if (claimed.length < BATCH) return sent;
  }
}

async function deliverOne(deps: DeliveryDeps, { notification, member }: ClaimedNotification): Promise<DeliveryOutcome> {
  const now = deps.now();
  const done = (status: DeliveryOutcome['status'], error?: string): DeliveryOutcome => ({ status, nextAttemptAt: null, error, attempted: false, now });
  if (!member) return done('failed', 'the member no longer exists');
  if (member.disabledAt) return done('skipped', 'the account is disabled');
  // A reminder the portal could not send before its class began (it was down, say) stays unsent.
  if (notification.sendBefore && now >= notification.sendBefore) return done('skipped', 'its time has passed');
  const essential = isEssentialKind(notification.kind);
  if (!essential && member.mailOptOuts.includes(notification.kind)) return done('skipped');

  const content = notification.content[member.language];
  try {
    // Inside the try: a receipt that could not be made is tried again with the message.
    const receipt = notification.receiptId !== null && deps.receiptAttachment ? await deps.receiptAttachment(notification.receiptId, member.language) : null;
    await deps.mailer.send({
      to: member.email,
      subject: content.subject,
      text: content.text,
      html: content.html,
      headers: essential ? undefined : await unsubscribeHeaders(deps, notification.userId, notification.kind),
      attachments: receipt ? [receipt] : undefined,
    });
    return { status: 'sent', nextAttemptAt: null, error: null, attempted: true, now };
  } catch (error) {
    const retryAt = isPermanentRefusal(error) ? null : nextAttemptAfter(notification.attempts + 1, notification.dueAt, now);
    return { status: retryAt ? 'retrying' : 'failed', nextAttemptAt: retryAt, error: describeError(error), attempted: true, now };
  }
}

async function unsubscribeHeaders(deps: DeliveryDeps, memberId: number, kind: ClaimedNotification['notification']['kind']) {
  const token = await signUnsubscribeToken(deps.db, memberId, kind);
  return {
    'List-Unsubscribe': `<${deps.publicBase}/api/notification/unsubscribe/${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

import type { FamilyMessageBody } from '../../../shared/api/admin-families.ts';
import { staffMessageMail } from '../../adapters/mail/family-templates.ts';
import type { Db } from '../../db/database.ts';
import { findFamily } from '../../db/repositories/family-repository.ts';
import { listNotificationsOfKind } from '../../db/repositories/notification-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';

/** How many of staff's messages the family page shows, newest first. */
const FAMILY_PAGE_MESSAGES = 50;

const familyNotFound = () => new ApiError(404, 'familyNotFound');

/**
 * `admin/family/message/{id}` (issue 31): staff write to a family. The message is a notification
 * (D29), so it is kept with the family, shown in their portal and mailed, in one transaction
 * with its audit row.
 */
export async function sendFamilyMessage(db: Db, staff: Member, familyId: number, message: Required<FamilyMessageBody>, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findFamily(tx, familyId))) throw familyNotFound();
    await notify(
      tx,
      {
        memberId: familyId,
        kind: 'staffMessage',
        // The message is the whole of it: no page to open, so the family marks it read where it is.
        link: null,
        build: ({ name, language }) => staffMessageMail({ name, subject: message.subject, text: message.text, author: staff.nickname || staff.username }, language),
      },
      now,
    );
    await recordStaffAction(tx, staff, { action: 'family.message', entityType: 'family', entityId: familyId, note: message.subject });
  });
}

/** `admin/family/messages/{id}`: what staff wrote to the family, with whether it was read and mailed. */
export async function listFamilyMessages(db: Db, familyId: number) {
  if (!(await findFamily(db, familyId))) throw familyNotFound();
  return listNotificationsOfKind(db, familyId, 'staffMessage', FAMILY_PAGE_MESSAGES);
}

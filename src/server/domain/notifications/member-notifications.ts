import {
  isEssentialKind,
  notificationKinds,
  type NotificationKind,
  type NotificationPreferences,
  type preferencesBody,
} from '../../../shared/api/notifications.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { findMailOptOuts, updateMailOptOuts } from '../../db/repositories/notification-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { verifyUnsubscribeToken } from './unsubscribe-links.ts';

/** Which kinds come by mail (D29); essential ones always do. */
export async function readPreferences(db: Db, memberId: number): Promise<NotificationPreferences> {
  const optOuts = (await findMailOptOuts(db, memberId)) ?? [];
  return preferencesOf(optOuts);
}

const preferencesOf = (optOuts: readonly string[]): NotificationPreferences => ({
  kinds: Object.fromEntries(
    notificationKinds.map((kind) => [kind, { mail: isEssentialKind(kind) || !optOuts.includes(kind), essential: isEssentialKind(kind) }]),
  ) as NotificationPreferences['kinds'],
});

/** Saves the kinds named; an essential kind cannot be turned off (409), and the others keep their choice. */
export async function savePreferences(db: Db, memberId: number, body: z.output<typeof preferencesBody>): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const current = new Set((await findMailOptOuts(tx, memberId)) ?? []);
    for (const [kind, choice] of Object.entries(body.kinds) as [NotificationKind, { mail: boolean }][]) {
      if (isEssentialKind(kind)) {
        if (!choice.mail) throw new ApiError(409, 'notificationKindEssential');
        continue;
      }
      if (choice.mail) current.delete(kind);
      else current.add(kind);
    }
    const optOuts = [...current].sort();
    await updateMailOptOuts(tx, memberId, optOuts);
    return preferencesOf(optOuts);
  });
}

/** The one-click unsubscribe of a mail's `List-Unsubscribe` link: no session, a signed token, 404 for any other. */
export async function unsubscribeByToken(db: Db, token: string): Promise<{ kind: NotificationKind }> {
  const signed = await verifyUnsubscribeToken(db, token);
  if (!signed || isEssentialKind(signed.kind)) throw new ApiError(404, 'unsubscribeLinkInvalid');
  const optOuts = await findMailOptOuts(db, signed.memberId);
  if (!optOuts) throw new ApiError(404, 'unsubscribeLinkInvalid');
  if (!optOuts.includes(signed.kind)) await updateMailOptOuts(db, signed.memberId, [...optOuts, signed.kind].sort());
  return { kind: signed.kind };
}

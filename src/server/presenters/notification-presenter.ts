import type { NotificationItem } from '../../shared/api/notifications.ts';
import type { Language } from '../../shared/language.ts';
import type { NotificationRow } from '../db/repositories/notification-repository.ts';

/** A notification as the portal shows it, in the reader's language. */
export function presentNotification(row: NotificationRow, language: Language): NotificationItem {
  const text = row.content[language];
  return {
    id: row.id,
    kind: row.kind,
    title: text.subject,
    body: text.summary,
    link: row.link,
    createTime: row.dueAt.toISOString(),
    readTime: row.readAt?.toISOString() ?? null,
  };
}

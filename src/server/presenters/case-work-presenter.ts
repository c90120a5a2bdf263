import type { CaseAssignee } from '../../shared/api/admin-lists.ts';
import type { CaseWork } from '../../shared/api/case-work.ts';
import type { SavedReplyDto } from '../../shared/api/saved-replies.ts';
import type { CaseWorkRecord } from '../domain/case-work/case-work.ts';
import type { SavedReplyRow } from '../db/repositories/saved-reply-repository.ts';

/** A list row's assignee, from its id and the name the list's query read. */
export const presentAssignee = (assigneeId: number | null, assigneeName: string | null): CaseAssignee | null =>
  assigneeId === null ? null : { id: assigneeId, name: assigneeName ?? '' };

export function presentCaseWork(record: CaseWorkRecord): CaseWork {
  return {
    assignee: record.assignee,
    notes: record.notes.map((note) => ({ id: note.id, authorName: note.authorName ?? '', text: note.text, createTime: note.createdAt.toISOString() })),
  };
}

export const presentSavedReply = (row: SavedReplyRow): SavedReplyDto => ({
  id: row.id,
  title: row.title,
  textEn: row.textEn,
  textZh: row.textZh,
  updateTime: row.updatedAt.toISOString(),
});

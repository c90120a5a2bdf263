import type { CaseActor, CaseHistoryEntry } from '../../shared/api/case-steps.ts';

interface CaseHistoryRow {
  fromStatus: number | null;
  toStatus: number;
  actor: CaseActor;
  actorName: string;
  note: string;
  createdAt: Date;
}

/** One dated step of an assessment's or a requirement's timeline: who (staff by name) and their note. */
export function presentCaseHistory<Status extends number>(row: CaseHistoryRow): CaseHistoryEntry<Status> {
  return {
    fromStatus: row.fromStatus as Status | null,
    toStatus: row.toStatus as Status,
    actor: row.actor,
    actorName: row.actor === 'staff' ? row.actorName : '',
    note: row.note,
    createTime: row.createdAt.toISOString(),
  };
}

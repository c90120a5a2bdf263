/**
 * Assessments and Inspire requirements are cases that staff (and at some points the family) move
 * from status to status (D12, D13). Each pipeline is a table of named steps: the statuses a step
 * is legal from and the one it leads to. The server refuses every other move; the web offers only
 * the legal ones. One table per pipeline, so the rule is stated once.
 */

export type CaseActor = 'member' | 'staff' | 'system';

export interface CaseStep<Status extends number> {
  from: readonly Status[];
  to: Status;
  /** Who takes the step: the family, or staff in the back office. */
  by: Exclude<CaseActor, 'system'>;
}

/** The steps of `table` that `by` may take from `status`, in the table's order. */
export function legalSteps<Step extends string, Status extends number>(
  table: Record<Step, CaseStep<Status>>,
  status: Status,
  by: CaseStep<Status>['by'],
): Step[] {
  return (Object.keys(table) as Step[]).filter((step) => table[step].by === by && table[step].from.includes(status));
}

/** One step of a case's timeline: when, who and their note. */
export interface CaseHistoryEntry<Status extends number> {
  fromStatus: Status | null;
  toStatus: Status;
  actor: CaseActor;
  /** A staff member's display name; empty for the family and the system. */
  actorName: string;
  note: string;
  createTime: string;
}

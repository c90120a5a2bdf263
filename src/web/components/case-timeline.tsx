import { Text, Timeline } from '@mantine/core';
import type { CaseActor, CaseHistoryEntry } from '../../shared/api/case-steps.ts';
import { CheckIcon, DotIcon } from './account-icons.tsx';

/**
 * The dated steps of an assessment or a requirement, oldest first, so that it reads as the story
 * of the case and ends where it stands now: each with who took it and their note.
 */
export function CaseTimeline<Status extends number>(props: {
  history: CaseHistoryEntry<Status>[];
  /** The step's title: "Booked" for the first, otherwise the status reached. */
  titleOf: (entry: CaseHistoryEntry<Status>) => string;
  actorOf: (actor: CaseActor) => string;
  /** "by Grace Lin" for a named staff member. */
  byName: (name: string) => string;
  dateTime: (iso: string) => string;
  testId?: string;
}) {
  const { history } = props;
  return (
    <Timeline active={history.length - 1} bulletSize={24} lineWidth={2} color="navy" data-testid={props.testId}>
      {history.map((entry, index) => (
        <Timeline.Item
          key={`${entry.createTime}-${index}`}
          bullet={index === history.length - 1 ? <DotIcon size={12} /> : <CheckIcon size={14} />}
          title={
            <Text fw={700} size="sm" component="span">
              {props.titleOf(entry)}
            </Text>
          }
          data-testid="case-step"
        >
          {entry.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {entry.note}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            <time dateTime={entry.createTime}>{props.dateTime(entry.createTime)}</time>
            {' · '}
            {entry.actorName ? props.byName(entry.actorName) : props.actorOf(entry.actor)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

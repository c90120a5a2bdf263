import { Anchor, Avatar, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { PlanEntry } from '../../../../shared/api/bookings.ts';
import { describeClassTime } from '../../../lib/class-time.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { ClassNotesList } from './class-notes-list.tsx';
import classes from './plan.module.css';

/** One class of the plan: course, class, child, teacher, the academy's time and the viewer's (D17), and the join link when it is time. */
export function PlanEntryCard({ entry }: { entry: PlanEntry }) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const time = describeClassTime(entry.startAt, entry.endAt, locale);
  return (
    <Paper withBorder radius="lg" p="md" className={classes.entry} data-testid="plan-entry">
      <div className={classes.entryTime}>
        <Text fw={800} size="lg">
          {time.time}
        </Text>
        <Text size="xs" c="dimmed">
          {time.zone}
        </Text>
        {time.local && (
          <Text size="xs" mt={4} data-testid="plan-local-time">
            {t('plan.yourTime', { time: time.local })}
          </Text>
        )}
      </div>
      <div className={classes.entryBody}>
        <Text fw={700}>{entry.course}</Text>
        <Text size="sm">
          {entry.className} · {entry.childName}
        </Text>
        {entry.teacher && (
          <Group gap={6} mt={6} wrap="nowrap">
            <Avatar src={entry.teacher.photo || null} size={24} radius="xl" alt="" />
            <Text size="sm">{t('plan.teacher', { name: entry.teacher.name })}</Text>
          </Group>
        )}
        {entry.teacher && entry.childId !== null && (
          <Anchor component={Link} to={`/user/messages?child=${entry.childId}&course=${entry.productId}`} size="sm" fw={600} mt={4} display="inline-block" data-testid="plan-message-teacher">
            {t('teacherMessages.messageTeacher')}
          </Anchor>
        )}
      </div>
      {entry.notes?.length ? (
        <div className={classes.entryNotes}>
          <ClassNotesList notes={entry.notes} />
        </div>
      ) : null}
      <div className={classes.entryAction}>
        {entry.joinUrl ? (
          <Button component="a" href={entry.joinUrl} target="_blank" rel="noopener noreferrer" radius="xl" size="sm" data-testid="join-class">
            {t('plan.join')}
          </Button>
        ) : entry.status === 'booked' ? (
          <Text size="xs" c="dimmed">
            {t('plan.joinLater')}
          </Text>
        ) : (
          <Badge variant="light" color="gray" c="gray.8" radius="sm">
            {t(`orders.entitlements.bookingStatus.${entry.status}`)}
          </Badge>
        )}
      </div>
    </Paper>
  );
}

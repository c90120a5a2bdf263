import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TeacherClassItem } from '../../../../shared/api/teacher-classes.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { teacherClassTime } from '../class-times.ts';
import classes from './teacher-classes.module.css';

/** One class in the teacher's agenda: course, times on both clocks, children booked, the classroom link when it is live. */
export function ClassCard({ item, ownZone, showOpen = true }: { item: TeacherClassItem; ownZone: string | null; showOpen?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const time = teacherClassTime(item, language, ownZone);
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card} data-testid="teacher-class">
      <div className={classes.time}>
        <Text fw={800} size="lg">
          {time.time}
        </Text>
        <Text size="xs" c="dimmed">
          {time.zone}
        </Text>
        {time.local && (
          <Text size="xs" mt={4} data-testid="teacher-own-time">
            {t('teacherClasses.yourTime', { zone: time.ownZoneLabel, time: time.local })}
          </Text>
        )}
      </div>
      <div className={classes.body}>
        <Text fw={700}>{item.productName}</Text>
        <Text size="sm">{item.className}</Text>
        <Group gap={6} mt={6}>
          <Badge variant="light" color="navy" c={strongTextOf('navy')} radius="sm">
            {t('teacherClasses.enrolled', { count: item.enrolled })}
          </Badge>
          {item.attendanceOpen && (
            <Badge variant="light" color="teal" c={strongTextOf('teal')} radius="sm">
              {t('teacherClasses.attendanceOpen')}
            </Badge>
          )}
          {item.cancelled && (
            <Badge variant="light" color="gray" c={strongTextOf('gray')} radius="sm">
              {t('teacherClasses.cancelled')}
            </Badge>
          )}
        </Group>
      </div>
      <div className={classes.actions}>
        {item.joinUrl ? (
          <Button component="a" href={item.joinUrl} target="_blank" rel="noopener noreferrer" radius="xl" size="sm" data-testid="teacher-join">
            {t('teacherClasses.join')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {item.hasJoinUrl ? t('teacherClasses.joinOpensSoon') : t('teacherClasses.noClassroom')}
          </Text>
        )}
        {showOpen && (
          <Button
            component={Link}
            to={`/user/classes/${item.classId}`}
            variant="light"
            radius="xl"
            size="sm"
            aria-label={t('teacherClasses.openClassNamed', { name: `${item.productName} · ${item.className}` })}
          >
            {t('teacherClasses.open')}
          </Button>
        )}
      </div>
    </Paper>
  );
}

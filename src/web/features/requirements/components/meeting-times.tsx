import { Button, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { MeetingTimes as Meeting } from '../../../../shared/api/requirements.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatInZone } from '../../../lib/zoned-format.ts';
import { zoneLabel } from '../../../../shared/time-labels.ts';
import classes from './requirements.module.css';

const ROLE_KEYS = { family: 'zoneFamily', consultant: 'zoneConsultant', teacher: 'zoneTeacher' } as const;

/** The three-party meeting: one moment, shown in the family's, the consultant's and the teacher's zones side by side (D17). */
export function MeetingTimes({ meeting, canJoin }: { meeting: Meeting; canJoin: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="meeting-title" data-testid="meeting-times">
      <Title order={2} size="h4" id="meeting-title">
        {t('requirements.detail.meetingTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('requirements.detail.meetingIntro')}
      </Text>
      <ul className={classes.zones}>
        {meeting.zones.map((zone) => (
          <li key={zone.role} className={classes.zone} data-testid={`meeting-zone-${zone.role}`}>
            <Text size="xs" fw={700} tt="uppercase" c="navy.9">
              {t(`requirements.detail.${ROLE_KEYS[zone.role]}`)}
            </Text>
            <Text fw={700}>{formatInZone(meeting.at, zone.timeZone, language)}</Text>
            <Text size="xs" c="dimmed">
              {zoneLabel(zone.timeZone, language)}
            </Text>
          </li>
        ))}
      </ul>
      {canJoin && meeting.url && (
        <Button component="a" href={meeting.url} target="_blank" rel="noopener noreferrer" radius="xl" mt="md">
          {t('requirements.detail.joinMeeting')}
        </Button>
      )}
    </Paper>
  );
}

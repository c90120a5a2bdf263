import { useId, useState } from 'react';
import { Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { AssessmentStatus, type AssessmentSummary } from '../../../../shared/api/assessments.ts';
import { useFormatters } from '../../../lib/format.ts';
import { CaseTimeline } from '../../../components/case-timeline.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { openPrivateFile } from '../../../lib/open-private-file.ts';
import { notifications } from '../../../lib/toast.ts';
import { formatInZone, viewerZone } from '../../../lib/zoned-format.ts';
import { assessmentQueryOptions } from '../api/get-assessments.ts';
import { ASSESSMENT_STATUS_KEYS } from '../../../lib/assessment-status.ts';
import { AssessmentStatusBadge } from './assessment-status-badge.tsx';
import { formatInstant } from '../../../../shared/time-labels.ts';
import classes from './assessments.module.css';

/** One assessment on the overview: where it stands, when it is (in the family's zone), and what to do next. */
export function AssessmentCard({ assessment }: { assessment: AssessmentSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [showSteps, setShowSteps] = useState(false);
  const [opening, setOpening] = useState(false);
  const stepsId = useId();
  const inTheirZone = (iso: string) => formatInstant(iso, assessment.timeZone, language);
  const booked = useFormatters().dayOf(assessment.createTime);
  const { status, scheduledAt } = assessment;
  const here = viewerZone();

  const openReport = () => {
    setOpening(true);
    openPrivateFile(`/api/ddcAssessment/report/${assessment.id}`)
      .catch(() => notifications.show({ color: 'red', message: t('assessments.card.reportFailed') }))
      .finally(() => setOpening(false));
  };

  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card} component="article" aria-labelledby={`${stepsId}-title`} data-testid="assessment-card" data-status={status}>
      <div className={classes.cardHead}>
        <div>
          <Title order={3} size="h4" id={`${stepsId}-title`}>
            {assessment.childName}
          </Title>
          <Text size="xs" c="dimmed">
            {t('assessments.card.booked', { date: booked })}
          </Text>
        </div>
        <AssessmentStatusBadge status={status} />
      </div>

      <dl className={classes.facts}>
        <div>
          <dt>{t('assessments.card.subjects')}</dt>
          <dd>{assessment.subjects.map((subject) => subject.name).join(language === 'cn' ? '、' : ', ')}</dd>
        </div>
        {scheduledAt && status !== AssessmentStatus.Abnormal && (
          <div>
            <dt>{t('assessments.card.scheduled')}</dt>
            <dd data-testid="scheduled-at">
              {inTheirZone(scheduledAt)}
              {here && here !== assessment.timeZone && (
                <Text size="xs" c="dimmed" fw={400}>
                  {t('assessments.card.localTime', { time: formatInZone(scheduledAt, here, language) })}
                </Text>
              )}
            </dd>
          </div>
        )}
        {assessment.assessor && status !== AssessmentStatus.Abnormal && (
          <div>
            <dt>{t('assessments.card.assessor')}</dt>
            <dd>{assessment.assessor}</dd>
          </div>
        )}
        {!scheduledAt && status !== AssessmentStatus.Abnormal && (
          <div>
            <dt>{t('assessments.card.preferred')}</dt>
            <dd>
              <ul className={classes.slotList}>
                {assessment.preferredSlots.map((slot) => (
                  <li key={slot}>{inTheirZone(slot)}</li>
                ))}
              </ul>
              <Text size="xs" c="dimmed" fw={400} mt={4}>
                {t('assessments.card.waitingForTime')}
              </Text>
            </dd>
          </div>
        )}
      </dl>

      {status === AssessmentStatus.Abnormal && assessment.abnormalReason && (
        <div className={classes.reason} data-testid="abnormal-reason">
          <Text size="xs" fw={700} c="orange.9">
            {t('assessments.card.reason')}
          </Text>
          <Text size="sm">{assessment.abnormalReason}</Text>
        </div>
      )}
      {status === AssessmentStatus.ReportSent && (
        <Text size="sm" c="dimmed">
          {t('assessments.card.reportInRecords')}
        </Text>
      )}

      <Group gap="sm" className={classes.cardActions}>
        {status === AssessmentStatus.ToBeAssessed && assessment.meetingUrl && (
          <Button component="a" href={assessment.meetingUrl} target="_blank" rel="noopener noreferrer" radius="xl" size="sm">
            {t('assessments.card.join')}
          </Button>
        )}
        {status === AssessmentStatus.ReportSent && (
          <Button radius="xl" size="sm" onClick={openReport} loading={opening} data-testid="open-report">
            {t('assessments.card.openReport')}
          </Button>
        )}
        {status === AssessmentStatus.Abnormal && (
          <Button component={Link} to={`/apply/evaluation?rebook=${assessment.id}`} radius="xl" size="sm" data-testid="rebook">
            {t('assessments.card.rebook')}
          </Button>
        )}
        <Anchor component="button" type="button" size="sm" fw={600} onClick={() => setShowSteps((open) => !open)} aria-expanded={showSteps} aria-controls={stepsId}>
          {showSteps ? t('assessments.card.hideSteps') : t('assessments.card.showSteps')}
        </Anchor>
      </Group>
      {showSteps && (
        <div id={stepsId}>
          <AssessmentSteps id={assessment.id} />
        </div>
      )}
    </Paper>
  );
}

function AssessmentSteps({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useQuery(assessmentQueryOptions(language, id));
  const format = useFormatters();
  if (detail.isPending) return <Loader size="sm" aria-label={t('assessments.timeline.title')} />;
  if (detail.isError) return <Text size="sm" c="red.9">{t('assessments.card.loadFailed')}</Text>;
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {t('assessments.timeline.title')}
      </Title>
      <CaseTimeline
        history={detail.data.history}
        titleOf={(entry) => (entry.fromStatus === null ? t('assessments.timeline.created') : t(`assessments.status.${ASSESSMENT_STATUS_KEYS[entry.toStatus]}`))}
        actorOf={(actor) => t(`assessments.actor.${actor}`)}
        byName={(name) => t('assessments.timeline.by', { name })}
        dateTime={format.dateTime}
        testId="assessment-timeline"
      />
    </Stack>
  );
}

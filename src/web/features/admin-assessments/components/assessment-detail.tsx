import { Alert, Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { CHILD_INFO_FIELDS, type AdminAssessmentDetail } from '../../../../shared/api/assessments.ts';
import { useFormatters } from '../../../lib/format.ts';
import { AdminCasePage } from '../../../components/admin/case-page.tsx';
import { PrivateFileLink } from '../../../components/admin/private-file.tsx';
import { CaseTimeline } from '../../../components/case-timeline.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ASSESSMENT_STATUS_KEYS } from '../../../lib/assessment-status.ts';
import { formatInZone, viewerZone, zoneName } from '../../../lib/zoned-format.ts';
import { adminAssessmentQueryOptions } from '../api/get-assessment.ts';
import { AssessmentStatusBadge } from './assessment-status-badge.tsx';
import { AssessmentSteps } from './assessment-steps.tsx';
import { Fact } from '../../../components/admin/fact.tsx';

/** One assessment for staff: what the family asked, what staff learned, its timeline and the legal next steps. */
export function AssessmentDetail({ assessmentId, backHref }: { assessmentId: number; backHref: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const assessment = useQuery(adminAssessmentQueryOptions(useLanguage(), assessmentId));
  return (
    <AdminCasePage
      query={assessment}
      caseWork={{ kind: 'assessment', id: assessmentId }}
      back={{ href: backHref, label: t('adminAssessments.backToList') }}
      unknownTitle={t('adminAssessments.detailTitleUnknown')}
      view={(data) => ({
        title: t('adminAssessments.detailTitle', { name: data.childName }),
        status: <AssessmentStatusBadge status={data.status} />,
        description: data.subjects.map((subject) => subject.name).join(t('adminAssessments.listSeparator')),
        steps: <AssessmentSteps assessment={data} />,
        notice: data.abnormalReason && data.status === 5 && (
          <Alert color="orange" title={t('assessments.status.abnormal')}>
            {data.abnormalReason}
          </Alert>
        ),
        body: <AssessmentCards assessment={data} />,
        timeline: (
          <CaseTimeline
            history={data.history}
            titleOf={(entry) => (entry.fromStatus === null ? t('assessments.timeline.created') : t(`assessments.status.${ASSESSMENT_STATUS_KEYS[entry.toStatus]}`))}
            actorOf={(actor) => t(`adminAssessments.actor.${actor}`)}
            byName={(name) => t('assessments.timeline.by', { name })}
            dateTime={format.dateTime}
            testId="assessment-timeline"
          />
        ),
      })}
    />
  );
}

/** The family's request, the appointment staff set, and what staff learned of the child. */
function AssessmentCards({ assessment: data }: { assessment: AdminAssessmentDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md">
          <Stack gap="md">
            <Title order={2} fz="md">
              {t('adminAssessments.request')}
            </Title>
            <Fact label={t('adminAssessments.columns.parent')}>
              <Anchor component={Link} to={`/admin/families/${data.memberId}`}>
                {data.parentName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {data.parentEmail}
              </Text>
            </Fact>
            <Fact label={t('adminAssessments.preferredSlots', { zone: zoneName(data.timeZone) })}>
              <PreferredSlots assessment={data} />
            </Fact>
            {data.notes && <Fact label={t('adminAssessments.notes')}>{data.notes}</Fact>}
            <Fact label={t('adminAssessments.columns.created')}>{format.dateTime(data.createTime)}</Fact>
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Stack gap="md">
            <Title order={2} fz="md">
              {t('adminAssessments.appointment')}
            </Title>
            <Fact label={t('adminAssessments.columns.scheduled')}>{format.dateTime(data.scheduledAt)}</Fact>
            <Fact label={t('adminAssessments.schedule.assessor')}>{data.assessor || '—'}</Fact>
            <Fact label={t('adminAssessments.schedule.meetingUrl')}>
              {data.meetingUrl ? (
                <Anchor href={data.meetingUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                  {data.meetingUrl}
                </Anchor>
              ) : (
                '—'
              )}
            </Fact>
            <Fact label={t('adminAssessments.report.title')}>
              {data.report ? <PrivateFileLink url={data.report.url} name={data.report.name} /> : '—'}
              {data.reportSentAt && (
                <Text size="xs" c="dimmed">
                  {t('adminAssessments.report.sentAt', { time: format.dateTime(data.reportSentAt) })}
                </Text>
              )}
            </Fact>
          </Stack>
        </Card>
      </SimpleGrid>
      {data.childInfo && (
        <Card withBorder radius="md">
          <Title order={2} fz="md" mb="sm">
            {t('adminAssessments.childInfo.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {CHILD_INFO_FIELDS.filter((field) => data.childInfo?.[field]).map((field) => (
              <Fact key={field} label={t(`adminAssessments.childInfo.${field}`)}>
                {data.childInfo?.[field]}
              </Fact>
            ))}
          </SimpleGrid>
        </Card>
      )}
    </>
  );
}

/** The three slots in the family's zone, and in the reader's when it differs. */
function PreferredSlots({ assessment }: { assessment: AdminAssessmentDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const own = viewerZone();
  return (
    <List size="sm" spacing={2}>
      {assessment.preferredSlots.map((slot) => (
        <List.Item key={slot}>
          {formatInZone(slot, assessment.timeZone, language)}
          {own !== assessment.timeZone && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({t('adminAssessments.yourTime', { time: formatInZone(slot, own, language) })})
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

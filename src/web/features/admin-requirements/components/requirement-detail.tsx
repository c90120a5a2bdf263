import { Alert, Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { AdminRequirementDetail } from '../../../../shared/api/requirements.ts';
import { useFormatters } from '../../../lib/format.ts';
import { AdminCasePage } from '../../../components/admin/case-page.tsx';
import { PrivateFileLink } from '../../../components/admin/private-file.tsx';
import { CaseTimeline } from '../../../components/case-timeline.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { REQUIREMENT_STATUS_KEYS } from '../../../lib/requirement-status.ts';
import { formatInZone, zoneName } from '../../../lib/zoned-format.ts';
import { adminRequirementQueryOptions } from '../api/get-requirement.ts';
import { RequirementStatusBadge } from './requirement-status-badge.tsx';
import { RequirementSteps } from './requirement-steps.tsx';
import { Fact } from '../../../components/admin/fact.tsx';

/** One Inspire requirement for staff: the questionnaire, files, the people matched, the timeline and the legal next steps. */
export function RequirementDetail({ requirementId, backHref }: { requirementId: number; backHref: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const requirement = useQuery(adminRequirementQueryOptions(useLanguage(), requirementId));
  return (
    <AdminCasePage
      query={requirement}
      caseWork={{ kind: 'requirement', id: requirementId }}
      back={{ href: backHref, label: t('adminRequirements.backToBoard') }}
      unknownTitle={t('adminRequirements.detailTitleUnknown')}
      view={(data) => ({
        title: t('adminRequirements.cardTitle', { name: data.childName, subject: data.subjectArea.name }),
        status: <RequirementStatusBadge status={data.status} />,
        description: `${t('adminRequirements.hours', { count: data.hours })} · ${t('adminRequirements.students', { count: data.students })}`,
        steps: <RequirementSteps requirement={data} />,
        notice: data.status === 9 && data.closedReason && (
          <Alert color="gray" title={t('requirements.status.closed')}>
            {data.closedReason}
          </Alert>
        ),
        body: (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Questionnaire requirement={data} />
            <Stack gap="md">
              <People requirement={data} />
              {data.meeting && <Meeting meeting={data.meeting} />}
              {data.product && <Programme requirement={data} />}
            </Stack>
          </SimpleGrid>
        ),
        timeline: (
          <CaseTimeline
            history={data.history}
            titleOf={(entry) => (entry.fromStatus === null ? t('requirements.detail.created') : t(`requirements.status.${REQUIREMENT_STATUS_KEYS[entry.toStatus]}`))}
            actorOf={(actor) => t(`adminRequirements.actor.${actor}`)}
            byName={(name) => t('adminRequirements.by', { name })}
            dateTime={format.dateTime}
            testId="requirement-timeline"
          />
        ),
      })}
    />
  );
}

function Questionnaire({ requirement }: { requirement: AdminRequirementDetail }) {
  const { t } = useTranslation();
  const answers = requirement.questionnaire;
  return (
    <Card withBorder radius="md">
      <Stack gap="md">
        <Title order={2} fz="md">
          {t('adminRequirements.questionnaire')}
        </Title>
        <Fact label={t('adminRequirements.parent')}>
          <Anchor component={Link} to={`/admin/families/${requirement.memberId}`}>
            {requirement.parentName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {requirement.parentEmail}
          </Text>
        </Fact>
        <Fact label={t('requirements.form.goals')}>{answers.goals}</Fact>
        <Fact label={t('requirements.form.currentLevel')}>{answers.currentLevel}</Fact>
        {answers.competitionResults && <Fact label={t('requirements.form.competitionResults')}>{answers.competitionResults}</Fact>}
        <Fact label={t('requirements.form.language')}>{t(`requirements.instruction.${answers.language}`)}</Fact>
        <Fact label={t('adminRequirements.preferred', { zone: zoneName(answers.timeZone) })}>
          {answers.preferredDays.map((day) => t(`requirements.weekday.${day}`)).join(', ')}
          {' · '}
          {answers.preferredTimes.map((part) => t(`requirements.dayPart.${part}`)).join(', ')}
        </Fact>
        <Fact label={t('adminRequirements.files', { count: requirement.files.length })}>
          {requirement.files.length === 0 ? (
            '—'
          ) : (
            <Stack gap={2} align="flex-start">
              {requirement.files.map((file) => (
                <PrivateFileLink key={file.id} url={file.url} name={file.name} />
              ))}
            </Stack>
          )}
        </Fact>
      </Stack>
    </Card>
  );
}

function People({ requirement }: { requirement: AdminRequirementDetail }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <SimpleGrid cols={2} spacing="md">
        <Fact label={t('adminRequirements.consultantField')}>
          {requirement.consultant ? `${requirement.consultant.name} · ${zoneName(requirement.consultant.timeZone)}` : '—'}
        </Fact>
        <Fact label={t('adminRequirements.teacherField')}>{requirement.teacher ? `${requirement.teacher.name} · ${zoneName(requirement.teacher.timeZone)}` : '—'}</Fact>
      </SimpleGrid>
    </Card>
  );
}

/** The three-party meeting in each side's zone, as the family sees it. */
function Meeting({ meeting }: { meeting: NonNullable<AdminRequirementDetail['meeting']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card withBorder radius="md">
      <Title order={2} fz="md" mb="sm">
        {t('adminRequirements.meeting.title')}
      </Title>
      <List size="sm" spacing={2}>
        {meeting.zones.map((zone) => (
          <List.Item key={zone.role}>
            {t(`adminRequirements.meeting.role.${zone.role}`)}: {formatInZone(meeting.at, zone.timeZone, language)} ({zoneName(zone.timeZone)})
          </List.Item>
        ))}
      </List>
      <Anchor href={meeting.url} target="_blank" rel="noopener noreferrer" size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
        {meeting.url}
      </Anchor>
    </Card>
  );
}

function Programme({ requirement }: { requirement: AdminRequirementDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const product = requirement.product!;
  return (
    <Card withBorder radius="md" data-testid="formed-programme">
      <Title order={2} fz="md" mb="sm">
        {product.name}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <Fact label={t('adminRequirements.programme.price')}>{format.money(product.price, product.currency)}</Fact>
        <Fact label={t('adminRequirements.programme.hours')}>{product.hours}</Fact>
        <Fact label={t('adminRequirements.programme.dates')}>
          {format.day(product.startDate)} – {format.day(product.endDate)}
        </Fact>
        {requirement.orderId && (
          <Fact label={t('adminRequirements.order')}>
            <Anchor component={Link} to={`/admin/orders/${requirement.orderId}`}>
              {t('adminRequirements.openOrder')}
            </Anchor>
          </Fact>
        )}
      </SimpleGrid>
    </Card>
  );
}

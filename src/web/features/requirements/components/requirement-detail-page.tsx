import { useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { RequirementStatus, type RequirementDetail } from '../../../../shared/api/requirements.ts';
import { useFormatters } from '../../../lib/format.ts';
import { ChatIcon } from '../../../components/account-icons.tsx';
import { CaseTimeline } from '../../../components/case-timeline.tsx';
import { ChevronLeftIcon } from '../../../components/ui-icons.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { requirementQueryOptions } from '../api/get-requirement.ts';
import { useWithdrawRequirement } from '../api/withdraw-requirement.ts';
import { REQUIREMENT_STATUS_KEYS } from '../../../lib/requirement-status.ts';
import { MeetingTimes } from './meeting-times.tsx';
import { ConsultantCard, TeacherCard } from './people-cards.tsx';
import { ProgrammeCard } from './programme-card.tsx';
import { QuestionnaireSummary } from './questionnaire-summary.tsx';
import { RequirementStatusBadge } from './requirement-status-badge.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';
import classes from './requirements.module.css';

/** /requirement-detail?id=N: the steps of one requirement, its people, its meeting and its programme. */
export function RequirementDetailPage({ id }: { id: number | null }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 20, sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/user/requirement" className={classes.back}>
          <ChevronLeftIcon size={16} />
          {t('requirements.detail.back')}
        </Anchor>
        {id === null ? <RequirementMissing body={t('requirements.detail.missingId')} /> : <RequirementDetailLoader id={id} />}
      </Stack>
    </Container>
  );
}

function RequirementDetailLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const requirement = useQuery(requirementQueryOptions(useLanguage(), id));
  if (requirement.isPending) {
    return (
      <div className={classes.layout} aria-busy="true" data-testid="requirement-loading">
        <Stack gap="lg">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={320} radius="lg" />
        </Stack>
        <Stack gap="lg">
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </Stack>
      </div>
    );
  }
  if (requirement.isError) {
    if (isNotFound(requirement.error)) return <RequirementMissing title={t('requirements.detail.notFoundTitle')} body={t('requirements.detail.notFoundBody')} />;
    return (
      <Paper withBorder radius="lg" p="xl" role="alert">
        <Stack align="center" gap="sm" ta="center">
          <Text fw={600}>{t('requirements.detail.loadFailed')}</Text>
          <Text size="sm" c="dimmed">
            {errorMessageOf(requirement.error, t)}
          </Text>
          <Button variant="light" radius="xl" onClick={() => void requirement.refetch()}>
            {t('requirements.list.retry')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <RequirementDetailView requirement={requirement.data} />;
}

function RequirementDetailView({ requirement }: { requirement: RequirementDetail }) {
  const { t } = useTranslation();
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const withdraw = useWithdrawRequirement(requirement.id);
  const format = useFormatters();
  const closed = requirement.status === RequirementStatus.Closed;

  const confirmWithdraw = (reason: string) =>
    withdraw.mutate(reason, {
      onSuccess: () => {
        setWithdrawing(false);
        notifications.show({ color: 'teal', message: t('requirements.withdraw.done') });
      },
      onError: (error) => setWithdrawError(errorMessageOf(error, t)),
    });

  return (
    <div data-testid="requirement-detail" data-status={requirement.status}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="lg">
        <div>
          <Title order={1} className={classes.detailTitle}>
            {t('requirements.detail.heading', { name: requirement.childName })}
          </Title>
          <Text c="dimmed">{t('requirements.list.formatValue', { hours: requirement.hours, count: requirement.students })}</Text>
        </div>
        <RequirementStatusBadge status={requirement.status} size="lg" />
      </Group>
      <div className={classes.layout}>
        <div className={classes.column}>
          {closed && (
            <Alert color="gray" variant="light" radius="lg" title={t('requirements.detail.closedTitle')} data-testid="requirement-closed">
              {requirement.closedReason ? t('requirements.detail.closedReason', { reason: requirement.closedReason }) : null}
            </Alert>
          )}
          <ProgrammeCard requirement={requirement} />
          {requirement.meeting && <MeetingTimes meeting={requirement.meeting} canJoin={requirement.status === RequirementStatus.MeetingPending} />}
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="requirement-steps-title">
            <Title order={2} size="h4" id="requirement-steps-title" mb="md">
              {t('requirements.detail.timelineTitle')}
            </Title>
            <CaseTimeline
              history={requirement.history}
              titleOf={(entry) => (entry.fromStatus === null ? t('requirements.detail.created') : t(`requirements.status.${REQUIREMENT_STATUS_KEYS[entry.toStatus]}`))}
              actorOf={(actor) => t(`requirements.actor.${actor}`)}
              byName={(name) => t('requirements.detail.by', { name })}
              dateTime={format.dateTime}
              testId="requirement-timeline"
            />
          </Paper>
        </div>
        <div className={classes.column}>
          <ConsultantCard consultant={requirement.consultant} proposed={requirement.proposedConsultant} />
          <TeacherCard teacher={requirement.teacher} />
          <QuestionnaireSummary requirement={requirement} />
          {requirement.allowedActions.includes('withdraw') && (
            <Button
              variant="outline"
              color="red"
              radius="xl"
              style={{ color: strongTextOf('red') }}
              onClick={() => {
                setWithdrawError(null);
                setWithdrawing(true);
              }}
              data-testid="withdraw"
            >
              {t('requirements.detail.withdraw')}
            </Button>
          )}
        </div>
      </div>
      <WithdrawDialog opened={withdrawing} withdrawing={withdraw.isPending} error={withdrawError} onClose={() => setWithdrawing(false)} onConfirm={confirmWithdraw} />
    </div>
  );
}

function RequirementMissing(props: { title?: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} data-testid="requirement-missing">
      <Stack align="center" gap="md" ta="center" maw={460} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light" color="navy">
          <ChatIcon size={30} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {props.title ?? t('requirements.detail.title')}
        </Title>
        <Text c="dimmed">{props.body}</Text>
        <Button component={Link} to="/user/requirement" radius="xl">
          {t('requirements.detail.back')}
        </Button>
      </Stack>
    </Paper>
  );
}

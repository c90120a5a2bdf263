import { Anchor, Button, Group, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { filesEditableIn, type RequirementSummary } from '../../../../shared/api/requirements.ts';
import { useFormatters } from '../../../lib/format.ts';
import { requirementFilesHref, requirementHref } from '../requirement-links.ts';
import { RequirementStatusBadge } from './requirement-status-badge.tsx';
import classes from './requirements.module.css';

/** One requirement in the list: the child, subject, format, dates and where it stands. */
export function RequirementCard({ requirement }: { requirement: RequirementSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = `requirement-${requirement.id}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={headingId} data-testid="requirement-card" data-status={requirement.status}>
      <div className={classes.card}>
        <div className={classes.cardMain}>
          <Group gap="xs">
            <RequirementStatusBadge status={requirement.status} />
          </Group>
          <Link to={requirementHref(requirement.id)} className={classes.name} id={headingId}>
            {t('requirements.detail.heading', { name: requirement.childName })}
          </Link>
          <dl className={classes.facts}>
            <div>
              <dt>{t('requirements.list.subject')}</dt>
              <dd>{requirement.subjectArea.name}</dd>
            </div>
            <div>
              <dt>{t('requirements.list.format')}</dt>
              <dd>{t('requirements.list.formatValue', { hours: requirement.hours, count: requirement.students })}</dd>
            </div>
            <div>
              <dt>{t('requirements.list.submitted')}</dt>
              <dd>{format.dateTime(requirement.createTime)}</dd>
            </div>
            {requirement.meetingAt && (
              <div>
                <dt>{t('requirements.list.meeting')}</dt>
                <dd>{format.dateTime(requirement.meetingAt)}</dd>
              </div>
            )}
          </dl>
        </div>
        <div className={classes.cardSide}>
          <Button component={Link} to={requirementHref(requirement.id)} variant="light" radius="xl" size="sm" aria-label={t('requirements.list.viewNamed', { name: requirement.childName })}>
            {t('requirements.list.view')}
          </Button>
          {filesEditableIn(requirement.status) && (
            <Anchor component={Link} to={requirementFilesHref(requirement.id)} size="sm" fw={600}>
              {t('requirements.list.files')}
            </Anchor>
          )}
        </div>
      </div>
    </Paper>
  );
}

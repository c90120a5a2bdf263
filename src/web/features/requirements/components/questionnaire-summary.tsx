import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { RequirementDetail } from '../../../../shared/api/requirements.ts';
import { zoneLabel } from '../../../../shared/time-labels.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { requirementFilesHref } from '../requirement-links.ts';
import classes from './requirements.module.css';

/** What the family asked for, as they wrote it, and their files. */
export function QuestionnaireSummary({ requirement }: { requirement: RequirementDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { questionnaire } = requirement;
  const separator = t('requirements.detail.listSeparator');
  const facts: [string, string][] = [
    [t('requirements.form.subjectArea'), requirement.subjectArea.name],
    [t('requirements.list.format'), t('requirements.list.formatValue', { hours: questionnaire.hours, count: questionnaire.students })],
    [t('requirements.form.preferredDays'), questionnaire.preferredDays.map((day) => t(`requirements.weekday.${day}`)).join(separator)],
    [t('requirements.form.preferredTimes'), questionnaire.preferredTimes.map((part) => t(`requirements.dayPart.${part}`)).join(separator)],
    [t('requirements.form.timeZone'), zoneLabel(questionnaire.timeZone, language)],
    [t('requirements.form.language'), t(`requirements.instruction.${questionnaire.language}`)],
    [t('requirements.form.goals'), questionnaire.goals],
    [t('requirements.form.currentLevel'), questionnaire.currentLevel],
    ...(questionnaire.competitionResults ? [[t('requirements.form.competitionResults'), questionnaire.competitionResults] as [string, string]] : []),
  ];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="questionnaire-title">
      <Title order={2} size="h5" id="questionnaire-title" mb="sm">
        {t('requirements.detail.questionnaireTitle')}
      </Title>
      <dl className={classes.answers}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('requirements.detail.filesTitle')}</dt>
          <dd>
            <Text size="sm" fw={600} component="span">
              {t('requirements.detail.filesCount', { count: requirement.fileCount })}
            </Text>
            {requirement.allowedActions.includes('editFiles') && (
              <>
                {' · '}
                <Anchor component={Link} to={requirementFilesHref(requirement.id)} size="sm" fw={600}>
                  {t('requirements.detail.manageFiles')}
                </Anchor>
              </>
            )}
          </dd>
        </div>
      </dl>
    </Paper>
  );
}

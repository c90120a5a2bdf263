import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { RequirementStatus, type RequirementDetail } from '../../../../shared/api/requirements.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { dateTimeFormat } from '../../../../shared/intl.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import classes from './requirements.module.css';

/**
 * The programme formed at 7: hours, students, teacher, dates, price and its outline, with "Apply
 * and buy" through the usual purchase flow; at 8 the way to the order it became.
 */
export function ProgrammeCard({ requirement }: { requirement: RequirementDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const programme = requirement.product;
  if (!programme) return null;
  const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayOf = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
  const ordered = requirement.status === RequirementStatus.ConvertedToOrder;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.programme} component="section" aria-labelledby="programme-title" data-testid="formed-programme">
      <Stack gap="md">
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="navy.9">
            {t('requirements.detail.programmeTitle')}
          </Text>
          <Title order={2} size="h3" id="programme-title">
            {programme.name}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('requirements.detail.programmeIntro', { name: requirement.childName })}
          </Text>
        </div>
        <dl className={classes.programmeFacts}>
          <div>
            <dt>{t('requirements.detail.programmeHours')}</dt>
            <dd>{programme.hours}</dd>
          </div>
          <div>
            <dt>{t('requirements.detail.programmeStudents')}</dt>
            <dd>{programme.students}</dd>
          </div>
          {programme.teacherName && (
            <div>
              <dt>{t('requirements.detail.programmeTeacher')}</dt>
              <dd>{programme.teacherName}</dd>
            </div>
          )}
          <div>
            <dt>{t('requirements.detail.programmeDates')}</dt>
            <dd>
              {dayOf(programme.startDate)} – {dayOf(programme.endDate)}
            </dd>
          </div>
          <div>
            <dt>{t('requirements.detail.programmePrice')}</dt>
            <dd className={classes.price} data-testid="programme-price">
              {formatMoney(programme.price, programme.currency, locale)}
            </dd>
          </div>
        </dl>
        {programme.outline && (
          <div>
            <Text fw={700} size="sm" mb={4}>
              {t('requirements.detail.programmeOutline')}
            </Text>
            {/* Written as plain text by staff and sanitised on the server (sanitize-html). */}
            <div className={classes.outline} dangerouslySetInnerHTML={{ __html: programme.outline }} />
          </div>
        )}
        {requirement.allowedActions.includes('buy') && (
          <Button component={Link} to={`/apply?productId=${programme.productId}&requirementId=${requirement.id}`} size="md" radius="xl" className={classes.buy} data-testid="apply-and-buy">
            {t('requirements.detail.applyAndBuy')}
          </Button>
        )}
        {ordered && requirement.orderId !== null && (
          <div className={classes.ordered} data-testid="programme-ordered">
            <Text fw={700}>{t('requirements.detail.orderedTitle')}</Text>
            <Text size="sm">{t('requirements.detail.orderedBody')}</Text>
            <Button component={Link} to={`/order-detail?id=${requirement.orderId}`} variant="light" radius="xl" size="sm" mt="xs">
              {t('requirements.detail.viewOrder')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

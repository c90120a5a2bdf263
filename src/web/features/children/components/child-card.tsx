import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ChildDto } from '../../../../shared/api/accounts.ts';
import { dateTimeFormat } from '../../../../shared/intl.ts';
import { PencilIcon, TrashIcon } from '../../../components/account-icons.tsx';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import classes from './children.module.css';

/** Whole years between a birth date (YYYY-MM-DD) and today. */
function ageOf(birthDate: string, today = new Date()): number {
  const [year, month, day] = birthDate.split('-').map(Number);
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return Math.max(0, age);
}

export function ChildCard(props: { child: ChildDto; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { child } = props;
  const born = dateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${child.birthDate}T00:00:00Z`),
  );
  return (
    <Paper withBorder radius="lg" p="lg" component="article" className={classes.card} aria-labelledby={`child-${child.id}`} data-testid="child-card">
      <Stack gap="md" h="100%">
        <Group wrap="nowrap" align="center">
          <Avatar name={child.name} color="navy" radius="xl" size={48} alt="" />
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" id={`child-${child.id}`} truncate>
              {child.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`children.gender.${child.gender}`)} · {t('children.card.age', { count: ageOf(child.birthDate) })}
            </Text>
          </div>
        </Group>
        <dl className={classes.facts}>
          <dt>{t('children.card.grade')}</dt>
          <dd>{child.gradeName}</dd>
          <dt>{t('children.card.born')}</dt>
          <dd>{born}</dd>
          {child.school && (
            <>
              <dt>{t('children.card.school')}</dt>
              <dd>{child.school}</dd>
            </>
          )}
        </dl>
        {child.notes && (
          <Text size="sm" className={classes.notes}>
            {child.notes}
          </Text>
        )}
        <Group gap="xs" mt="auto">
          <Button
            variant="light"
            radius="xl"
            size="sm"
            leftSection={<PencilIcon size={16} />}
            onClick={props.onEdit}
            aria-label={t('children.card.editNamed', { name: child.name })}
          >
            {t('children.card.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            radius="xl"
            size="sm"
            leftSection={<TrashIcon size={16} />}
            onClick={props.onDelete}
            aria-label={t('children.card.deleteNamed', { name: child.name })}
          >
            {t('children.card.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

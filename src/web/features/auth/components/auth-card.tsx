import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { CheckIcon } from '../../../components/account-icons.tsx';
import classes from './auth-card.module.css';

const PANEL_POINTS = ['classes', 'mentors', 'adviser'] as const;

/** A sign-in or sign-up form beside the academy's promise; the promise folds away on phones. */
export function AuthCard(props: { title: string; subtitle: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper className={classes.card} radius="lg" shadow="md" withBorder>
      <aside className={classes.panel} aria-label={t('auth.frame.panelTitle')}>
        <h2 className={classes.panelTitle}>{t('auth.frame.panelTitle')}</h2>
        <p className={classes.panelBody}>{t('auth.frame.panelBody')}</p>
        <ul className={classes.points}>
          {PANEL_POINTS.map((point) => (
            <li key={point}>
              <span className={classes.tick}>
                <CheckIcon size={14} />
              </span>
              {t(`auth.frame.panelPoints.${point}`)}
            </li>
          ))}
        </ul>
      </aside>
      <div className={classes.content}>
        <Stack gap={6} mb="lg">
          <Title order={1} className={classes.title}>
            {props.title}
          </Title>
          <Text c="dimmed">{props.subtitle}</Text>
        </Stack>
        {props.children}
      </div>
    </Paper>
  );
}

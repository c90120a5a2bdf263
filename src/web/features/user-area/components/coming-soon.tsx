import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/account-icons.tsx';
import classes from './coming-soon.module.css';

/** A page whose issue has not landed yet: it says so plainly, with no made-up data (issue 3). */
export function ComingSoon(props: { title: string; description: string; backHref: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} className={classes.title}>
        {props.title}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.card} data-testid="coming-soon">
        <Stack align="center" gap="md" ta="center" maw={520} mx="auto">
          <ThemeIcon size={64} radius="xl" variant="light" color="navy">
            <ClockIcon size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('user.comingSoon.title')}
          </Title>
          <Text c="dimmed">{props.description}</Text>
          <Text c="dimmed" size="sm">
            {t('user.comingSoon.body')}
          </Text>
          <Button component={Link} to={props.backHref} variant="light" radius="xl">
            {props.backLabel}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

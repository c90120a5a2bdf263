import { Anchor, Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { MailOutlineIcon, PhoneOutlineIcon } from '../../../components/account-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { adviserQueryOptions } from '../api/get-adviser.ts';
import classes from './user-home.module.css';

/** The family's adviser when one is assigned (issue 3); otherwise who to ask meanwhile. */
export function AdviserCard({ adviserId }: { adviserId: number | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card} aria-labelledby="adviser-title" component="section">
      <Title order={2} size="h4" id="adviser-title" mb="md">
        {t('user.home.adviserTitle')}
      </Title>
      {adviserId === null ? (
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{t('user.home.noAdviser')}</Text>
          <Button component={Link} to="/contact" variant="light" radius="xl" size="sm">
            {t('user.home.contactUs')}
          </Button>
        </Stack>
      ) : (
        <AssignedAdviser id={adviserId} />
      )}
    </Paper>
  );
}

function AssignedAdviser({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const adviser = useQuery(adviserQueryOptions(id, language));

  if (adviser.isPending) {
    return (
      <Group wrap="nowrap" aria-busy="true">
        <Skeleton circle height={72} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={16} width="40%" />
          <Skeleton height={12} width="60%" />
        </Stack>
      </Group>
    );
  }
  if (adviser.isError) return <Text c="dimmed">{t('user.home.adviserUnavailable')}</Text>;

  const { name, title, photo, email, phone, bio } = adviser.data;
  return (
    <Stack gap="md" data-testid="adviser-card">
      <Group wrap="nowrap" align="center">
        <Avatar src={photo || null} name={name} alt="" size={72} radius="xl" color="navy" />
        <div>
          <Text fw={700} size="lg">
            {name}
          </Text>
          <Text c="dimmed" size="sm">
            {title}
          </Text>
        </div>
      </Group>
      {bio && <Text size="sm">{bio}</Text>}
      <Stack gap={6}>
        {email && (
          <Anchor href={`mailto:${email}`} className={classes.contactLine}>
            <MailOutlineIcon size={16} />
            {email}
          </Anchor>
        )}
        {phone && (
          <Anchor href={`tel:${phone.replace(/[^+\d]/g, '')}`} className={classes.contactLine}>
            <PhoneOutlineIcon size={16} />
            {phone}
          </Anchor>
        )}
      </Stack>
    </Stack>
  );
}

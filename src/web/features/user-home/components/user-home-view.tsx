import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { UserInfoDto } from '../../../../shared/api/accounts.ts';
import { ChildrenIcon, KeyIcon, ReceiptIcon, TeacherIcon, UserIcon } from '../../../components/account-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { orderCountQueryOptions } from '../api/get-order-count.ts';
import { AdviserCard } from './adviser-card.tsx';
import classes from './user-home.module.css';

/**
 * /user/home: a greeting, the adviser card and the family's numbers (children, orders). The
 * specification's reward points (`integration`) earn and buy nothing here, so they are not shown.
 */
export function UserHomeView(props: {
  user: UserInfoDto;
  /** `undefined` while loading; `null` when the count could not be read. */
  childrenCount?: number | null;
  /** A foreign teacher's application status, in words; same convention. */
  teacherStatus?: string | null;
}) {
  const { t } = useTranslation();
  const { user } = props;
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} className={classes.greeting}>
          {t('user.home.greeting', { name: user.nickname })}
        </Title>
        <Text c="dimmed" mt={6}>
          {user.isFt ? t('user.home.introTeacher') : t('user.home.introFamily')}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={{ base: 'sm', sm: 'md' }}>
        {user.isFt ? (
          <StatCard
            icon={<TeacherIcon size={22} />}
            label={t('user.home.applicationStatus')}
            value={props.teacherStatus === undefined ? undefined : (props.teacherStatus ?? '—')}
            href="/user/teacher"
            linkLabel={t('user.home.openTeacherProfile')}
            testId="application-status"
          />
        ) : (
          <StatCard
            icon={<ChildrenIcon size={22} />}
            label={t('user.home.childrenCount')}
            value={props.childrenCount === undefined ? undefined : props.childrenCount === null ? '—' : String(props.childrenCount)}
            href="/user/child"
            linkLabel={t('user.home.manageChildren')}
            testId="children-count"
          />
        )}
        {!user.isFt && <OrdersStat />}
      </SimpleGrid>

      <div className={classes.columns}>
        {/* Advisers serve families; a teacher sees the card only once one is assigned to them. */}
        {(!user.isFt || user.adviserId !== null) && <AdviserCard adviserId={user.adviserId} />}
        <Paper withBorder radius="lg" p="lg" className={classes.card} component="section" aria-labelledby="shortcuts-title">
          <Title order={2} size="h4" id="shortcuts-title" mb="md">
            {t('user.home.shortcutsTitle')}
          </Title>
          <Stack gap="xs">
            <Shortcut icon={<UserIcon size={18} />} href="/user/account" label={t('user.home.shortcutAccount')} />
            {!user.isFt && <Shortcut icon={<ChildrenIcon size={18} />} href="/user/child" label={t('user.home.shortcutChildren')} />}
            <Shortcut icon={<KeyIcon size={18} />} href="/getpass" label={t('user.home.shortcutPassword')} />
          </Stack>
        </Paper>
      </div>
    </Stack>
  );
}

/** The family's orders, all statuses together. */
function OrdersStat() {
  const { t } = useTranslation();
  const count = useQuery(orderCountQueryOptions(useLanguage()));
  return (
    <StatCard
      icon={<ReceiptIcon size={22} />}
      label={t('orders.home.ordersCount')}
      value={count.data !== undefined ? String(count.data) : count.isError ? '—' : undefined}
      href="/user/order"
      linkLabel={t('orders.home.viewOrders')}
      testId="orders-count"
    />
  );
}

function StatCard(props: { icon: React.ReactNode; label: string; value?: string; href?: string; linkLabel?: string; testId?: string }) {
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.card} data-testid={props.testId}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color="navy">
          {props.icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {props.label}
          </Text>
          {props.value === undefined ? (
            <Skeleton height={28} width={48} mt={4} />
          ) : (
            <Text className={classes.statValue}>{props.value}</Text>
          )}
          {props.href && props.linkLabel && (
            <Anchor component={Link} to={props.href} size="sm" fw={600}>
              {props.linkLabel}
            </Anchor>
          )}
        </div>
      </Group>
    </Paper>
  );
}

function Shortcut(props: { icon: React.ReactNode; href: string; label: string }) {
  return (
    <Anchor component={Link} to={props.href} className={classes.shortcut}>
      {props.icon}
      <span>{props.label}</span>
    </Anchor>
  );
}

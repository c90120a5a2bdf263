import type { ReactNode } from 'react';
import { AppShell, Badge, Burger, Button, Group, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { UserInfoDto } from '../../../../shared/api/accounts.ts';
import { mayOpen } from '../../../../shared/api/staff.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ADMIN_AREAS, type AdminArea } from '../admin-areas.ts';
import { dashboardSummaryQueryOptions } from '../api/get-dashboard-summary.ts';

/**
 * The back office's frame: a header with the language switch and the signed-in member of staff,
 * a navigation rail of the areas their role may open with the count of work waiting in each, and
 * the page. Below 768 px the rail becomes a drawer behind a menu button.
 */
interface AdminShellProps {
  user: UserInfoDto;
  languageMenu: ReactNode;
  onSignOut: () => void;
  children: ReactNode;
}

const isCurrent = (area: AdminArea, pathname: string) => (area.path === '/admin' ? pathname === '/admin' || pathname === '/admin/' : pathname.startsWith(area.path));

export function AdminShell({ user, languageMenu, onSignOut, children }: AdminShellProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const summary = useQuery(dashboardSummaryQueryOptions(useLanguage()));
  const areas = ADMIN_AREAS.filter((area) => mayOpen(user.role, area.area));

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'md', sm: 'lg' }}>
      <AppShell.Header bg="navy.9" c="white" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" color="white" aria-label={t(opened ? 'adminShell.nav.close' : 'adminShell.nav.open')} />
            <Text component={Link} to="/admin" fw={700} c="white" td="none" truncate>
              {/* A phone has room for the short name beside the language switch, not for the whole one. */}
              <Text span inherit visibleFrom="sm">
                {t('adminShell.title')}
              </Text>
              <Text span inherit hiddenFrom="sm">
                {t('adminShell.titleShort')}
              </Text>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {languageMenu}
            <Text size="sm" visibleFrom="sm" c="gray.2" truncate maw={180}>
              {user.nickname}
            </Text>
            <Button variant="outline" color="white" size="compact-sm" onClick={onSignOut} visibleFrom="sm">
              {t('adminShell.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('adminShell.nav.label')} component="nav">
        <Stack gap={2}>
          {areas.map((area) => {
            const waiting = area.waiting.reduce((sum, kind) => sum + (summary.data?.waiting[kind] ?? 0), 0);
            const current = isCurrent(area, pathname);
            return (
              <NavLink
                key={area.path}
                component={Link}
                to={area.path}
                onClick={close}
                active={current}
                aria-current={current ? 'page' : undefined}
                label={t(`adminShell.nav.${area.labelKey}`)}
                rightSection={
                  waiting > 0 ? (
                    // The number is read once, in its sentence: "Orders, 1 item waiting".
                    <Badge size="sm" color="red.8" variant="filled" circle={waiting < 10}>
                      <span aria-hidden="true">{waiting}</span>
                      <VisuallyHidden>{t('adminShell.nav.waiting', { count: waiting })}</VisuallyHidden>
                    </Badge>
                  ) : null
                }
              />
            );
          })}
        </Stack>
        <Stack gap={4} mt="auto">
          <Button variant="default" size="compact-sm" onClick={onSignOut} hiddenFrom="sm">
            {t('adminShell.signOut')}
          </Button>
          <Button component={Link} to="/home" variant="subtle" size="compact-sm" justify="flex-start">
            {t('adminShell.backToSite')}
          </Button>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" bg="gray.0">
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

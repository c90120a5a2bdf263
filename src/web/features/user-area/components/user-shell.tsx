import { Badge, Button, Container, Menu, NavLink, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ChevronDownIcon } from '../../../components/ui-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { unreadFeedbackQueryOptions } from '../api/get-unread-feedback.ts';
import { userNavigationFor, userPageAt, userPathOf } from '../user-navigation.ts';
import classes from './user-shell.module.css';

/**
 * The /user area (§2): a side navigation to its twelve pages on wide screens, a section menu on
 * phones, and the page itself. The member's avatar and name come from the route.
 */
export function UserShell(props: { avatar: React.ReactNode; name: string; isTeacher: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = userPageAt(pathname);
  const navigation = userNavigationFor(props.isTeacher);
  const unread = useQuery({ ...unreadFeedbackQueryOptions(useLanguage()), enabled: !props.isTeacher }).data?.count ?? 0;
  const badgeOf = (key: string) =>
    key === 'feedbackResult' && unread > 0 ? (
      <Badge color="red.9" size="sm" circle aria-label={t('user.nav.unread', { count: unread })}>
        {unread}
      </Badge>
    ) : undefined;

  return (
    <Container size="lg" className={classes.shell}>
      <aside className={classes.side}>
        <div className={classes.identity}>
          {props.avatar}
          <div className={classes.identityText}>
            <Text fw={700} truncate>
              {props.name}
            </Text>
            <Badge variant="light" color="navy" size="sm" className={classes.roleBadge}>
              {props.isTeacher ? t('user.shell.roleTeacher') : t('user.shell.roleFamily')}
            </Badge>
          </div>
        </div>
        <nav aria-label={t('user.nav.label')} className={classes.fullNav}>
          {navigation.map((section) => (
            <div key={section.key} className={classes.section}>
              <Text className={classes.sectionTitle} id={`user-nav-${section.key}`}>
                {t(`user.nav.sections.${section.key}`)}
              </Text>
              <ul aria-labelledby={`user-nav-${section.key}`} className={classes.list}>
                {section.pages.map((page) => {
                  const active = current?.key === page.key;
                  return (
                    <li key={page.key}>
                      <NavLink
                        component={Link}
                        to={userPathOf(page)}
                        label={t(`user.nav.${page.key}`)}
                        leftSection={<page.icon size={18} />}
                        rightSection={badgeOf(page.key)}
                        active={active}
                        aria-current={active ? 'page' : undefined}
                        className={classes.link}
                      />
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <div className={classes.compactNav}>
          <Menu position="bottom-start" width="target" shadow="md">
            <Menu.Target>
              <Button
                variant="default"
                fullWidth
                size="md"
                justify="space-between"
                rightSection={<ChevronDownIcon size={16} />}
                aria-label={t('user.nav.compactTrigger', { page: current ? t(`user.nav.${current.key}`) : t('user.nav.label') })}
              >
                {current ? t(`user.nav.${current.key}`) : t('user.nav.label')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {navigation.map((section) => (
                <div key={section.key}>
                  <Menu.Label>{t(`user.nav.sections.${section.key}`)}</Menu.Label>
                  {section.pages.map((page) => (
                    <Menu.Item
                      key={page.key}
                      component={Link}
                      to={userPathOf(page)}
                      leftSection={<page.icon size={16} />}
                      rightSection={badgeOf(page.key)}
                      aria-current={current?.key === page.key ? 'page' : undefined}
                    >
                      {t(`user.nav.${page.key}`)}
                    </Menu.Item>
                  ))}
                </div>
              ))}
            </Menu.Dropdown>
          </Menu>
        </div>
      </aside>
      <div className={classes.content}>{props.children}</div>
    </Container>
  );
}

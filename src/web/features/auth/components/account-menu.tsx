import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Badge, Group, Indicator, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { UserInfoDto } from '../../../../shared/api/accounts.ts';
import { CalendarIcon, InboxIcon, KeyIcon, LogoutIcon, UserIcon } from '../../../components/account-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { unreadFeedbackQueryOptions } from '../api/get-unread-feedback.ts';
import { ChevronDownIcon } from '../../../components/ui-icons.tsx';
import { homePathOf } from '../api/get-user-info.ts';
import { MemberAvatar } from './member-avatar.tsx';
import classes from './account-menu.module.css';

const HOVER_CLOSE_DELAY_MS = 250;

/**
 * The signed-in header (§2): the avatar leads to /user (or /user/teacher for a foreign teacher)
 * and, under the pointer, shows the menu; the button beside it opens the same menu by click or
 * keyboard. User Center, Change Password, Log Out.
 */
export function AccountMenu({ user, onLogout }: { user: UserInfoDto; onLogout: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [openedByClick, setOpenedByClick] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  // Staff answers to the family's feedback that they have not opened yet (issue 8).
  const unread = useQuery({ ...unreadFeedbackQueryOptions(useLanguage()), enabled: !user.isFt }).data?.count ?? 0;

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpened(false), HOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const change = (next: boolean) => {
    setOpened(next);
    if (!next) setOpenedByClick(false);
  };

  return (
    <Group gap={2} wrap="nowrap" className={classes.root}>
      <UnstyledButton
        component={Link}
        to={homePathOf(user)}
        className={classes.avatarLink}
        data-testid="account-avatar"
        onMouseEnter={() => {
          cancelClose();
          setOpened(true);
        }}
        onMouseLeave={() => {
          if (!openedByClick) closeSoon();
        }}
      >
        {/* The initials are decoration: the link is named in words (WCAG 2.5.3). */}
        <MemberAvatar user={user} size={40} aria-hidden />
        <VisuallyHidden>{t('auth.menu.avatarLink', { name: user.nickname })}</VisuallyHidden>
      </UnstyledButton>
      <Menu
        opened={opened}
        onChange={change}
        trigger="click-hover"
        closeDelay={HOVER_CLOSE_DELAY_MS}
        position="bottom-end"
        offset={10}
        width={240}
        shadow="md"
        trapFocus={openedByClick}
        withinPortal
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="navy"
            radius="xl"
            size={36}
            aria-label={unread > 0 ? t('auth.menu.labelUnread', { count: unread }) : t('auth.menu.label')}
            onClick={() => {
              // The pointer left the avatar for this button: the menu it opened now stays.
              cancelClose();
              setOpenedByClick(true);
            }}
          >
            <Indicator disabled={unread === 0} color="red.9" size={9} offset={2} data-testid="unread-indicator">
              <ChevronDownIcon size={18} />
            </Indicator>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown onMouseEnter={cancelClose} data-testid="account-menu">
          <div className={classes.identity}>
            <Text size="xs" c="dimmed">
              {t('auth.menu.signedInAs')}
            </Text>
            <Text fw={600} truncate>
              {user.nickname}
            </Text>
          </div>
          <Menu.Divider />
          <Menu.Item component={Link} to="/user" leftSection={<UserIcon size={16} />}>
            {t('auth.menu.userCenter')}
          </Menu.Item>
          {user.role === 'teacher' && (
            <Menu.Item component={Link} to="/user/classes" leftSection={<CalendarIcon size={16} />} data-testid="menu-my-classes">
              {t('auth.menu.myClasses')}
            </Menu.Item>
          )}
          {unread > 0 && (
            <Menu.Item
              component={Link}
              to="/user/feedback-result"
              leftSection={<InboxIcon size={16} />}
              rightSection={
                <Badge color="red.9" size="sm" circle>
                  {unread}
                </Badge>
              }
              data-testid="menu-unread-feedback"
            >
              {t('auth.menu.feedbackAnswers', { count: unread })}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to="/getpass" leftSection={<KeyIcon size={16} />}>
            {t('auth.menu.changePassword')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={onLogout}>
            {t('auth.menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

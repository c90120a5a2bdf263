import { Badge, Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { UserInfoDto } from '../../../../shared/api/accounts.ts';
import { CalendarIcon, InboxIcon, KeyIcon, LogoutIcon, UserIcon } from '../../../components/account-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { unreadFeedbackQueryOptions } from '../api/get-unread-feedback.ts';
import { homePathOf } from '../api/get-user-info.ts';
import { MemberAvatar } from './member-avatar.tsx';
import classes from './compact-account.module.css';

/** The signed-in part of the compact drawer (§2): the avatar leads to the user area, then the same actions as the menu. */
export function CompactAccount(props: { user: UserInfoDto; onNavigate: () => void; onLogout: () => void }) {
  const { t } = useTranslation();
  const { user } = props;
  const unread = useQuery({ ...unreadFeedbackQueryOptions(useLanguage()), enabled: !user.isFt }).data?.count ?? 0;
  return (
    <Stack gap="sm">
      <UnstyledButton
        component={Link}
        to={homePathOf(user)}
        onClick={props.onNavigate}
        className={classes.identity}
        data-testid="compact-account-avatar"
      >
        <MemberAvatar user={user} size={48} aria-hidden />
        <span className={classes.names}>
          <Text size="xs" c="dimmed" component="span">
            {t('auth.menu.signedInAs')}
          </Text>
          <Text fw={600} truncate component="span">
            {user.nickname}
          </Text>
        </span>
      </UnstyledButton>
      <Button component={Link} to="/user" onClick={props.onNavigate} variant="light" radius="xl" size="md" leftSection={<UserIcon size={16} />}>
        {t('auth.menu.userCenter')}
      </Button>
      {props.user.role === 'teacher' && (
        <Button component={Link} to="/user/classes" onClick={props.onNavigate} variant="light" radius="xl" size="md" leftSection={<CalendarIcon size={16} />}>
          {t('auth.menu.myClasses')}
        </Button>
      )}
      {unread > 0 && (
        <Button
          component={Link}
          to="/user/feedback-result"
          onClick={props.onNavigate}
          variant="light"
          color="red.9"
          radius="xl"
          size="md"
          leftSection={<InboxIcon size={16} />}
          rightSection={
            <Badge color="red.9" size="sm" circle>
              {unread}
            </Badge>
          }
        >
          {t('auth.menu.feedbackAnswers', { count: unread })}
        </Button>
      )}
      <Button component={Link} to="/getpass" onClick={props.onNavigate} variant="default" radius="xl" size="md" leftSection={<KeyIcon size={16} />}>
        {t('auth.menu.changePassword')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        radius="xl"
        size="md"
        leftSection={<LogoutIcon size={16} />}
        onClick={() => {
          props.onNavigate();
          props.onLogout();
        }}
      >
        {t('auth.menu.logout')}
      </Button>
    </Stack>
  );
}

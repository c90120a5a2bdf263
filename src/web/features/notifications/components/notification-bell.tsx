import { ActionIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { BellIcon } from '../../../components/account-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { unreadCountQueryOptions } from '../api/get-unread-count.ts';
import classes from './notification-bell.module.css';

export const NOTIFICATIONS_PATH = '/user/notifications';

/** More than this shows as "99+": the badge stays the size of two digits and a sign. */
const MOST_SHOWN = 99;

/**
 * The header's bell (issue 27): the member's unread notifications at a glance, leading to the
 * notification centre. Its name says the count in words; the badge is only the picture of it.
 */
export function NotificationBell({ size }: { size: number }) {
  const { t } = useTranslation();
  const unread = useQuery(unreadCountQueryOptions(useLanguage())).data?.count ?? 0;
  return (
    <ActionIcon
      component={Link}
      to={NOTIFICATIONS_PATH}
      variant="subtle"
      color="navy"
      radius="xl"
      size={size}
      className={classes.bell}
      aria-label={unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label')}
      data-testid="notification-bell"
      data-unread={unread}
    >
      <BellIcon size={Math.round(size / 2)} />
      {unread > 0 && (
        <span className={classes.count} aria-hidden="true" data-testid="notification-bell-count">
          {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
        </span>
      )}
    </ActionIcon>
  );
}

import { Avatar, type AvatarProps } from '@mantine/core';
import type { UserInfoDto } from '../../../../shared/api/accounts.ts';

/** The member's picture from `icon` (§2), or their initials when they have none. */
export function MemberAvatar({ user, ...props }: { user: Pick<UserInfoDto, 'icon' | 'nickname'> } & AvatarProps) {
  return (
    <Avatar
      src={user.icon || null}
      name={user.nickname}
      alt=""
      color="navy"
      variant="filled"
      radius={9999}
      {...props}
    />
  );
}

import { useRef } from 'react';
import { Button, FileButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../../lib/toast.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { NICKNAME_MAX_LENGTH, updateInfoBody, type UserInfoDto } from '../../../../shared/api/accounts.ts';
import { UploadIcon } from '../../../components/account-icons.tsx';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { useUpdateInfo } from '../api/update-info.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import classes from './profile-editor.module.css';

const AVATAR_TYPES = 'image/png,image/jpeg,image/webp';

/**
 * /user/account: the nickname and the avatar (spec texts 'Profile updated successfully' and
 * 'Failed to update profile'). Username and e-mail are shown; they are not changed here.
 */
export function ProfileEditor(props: {
  user: UserInfoDto;
  /** The member's avatar at the given size, drawn by the route (the session feature owns it). */
  renderAvatar: (user: UserInfoDto) => React.ReactNode;
  onUpdated: (user: UserInfoDto) => void;
}) {
  const { t } = useTranslation();
  const { user } = props;
  const update = useUpdateInfo(props.onUpdated);
  const upload = useUploadAvatar();
  const form = useForm({
    initialValues: { nickname: user.nickname },
    validate: (values) => validateWithSchema(updateInfoBody, values, t),
  });

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('user.account.failed'), message: errorMessageOf(error, t) });
  const succeeded = () => notifications.show({ color: 'teal', message: t('user.account.updated') });

  const saveNickname = form.onSubmit(
    ({ nickname }) =>
      update.mutate(
        { nickname },
        {
          onSuccess: (updated) => {
            form.resetDirty({ nickname: updated.nickname });
            succeeded();
          },
          onError: (error) => {
            const fields = serverFieldErrors(error);
            if (fields.nickname) form.setFieldError('nickname', fields.nickname);
            failed(error);
          },
        },
      ),
    () => focusFirstInvalidField(),
  );

  const resetFileButton = useRef<() => void>(null);
  const changeAvatar = (file: File | null) => {
    if (!file) return;
    // The same file may be chosen again after a refusal.
    resetFileButton.current?.();
    upload.mutate(file, {
      onSuccess: (stored) => update.mutate({ icon: stored.url }, { onSuccess: succeeded, onError: failed }),
      onError: failed,
    });
  };

  const removeAvatar = () => update.mutate({ icon: '' }, { onSuccess: succeeded, onError: failed });
  const busyWithAvatar = upload.isPending || (update.isPending && update.variables?.icon !== undefined);

  return (
    <Stack gap="lg">
      <Title order={1} className={classes.title}>
        {t('user.account.title')}
      </Title>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="avatar-title">
        <Title order={2} size="h4" id="avatar-title" mb="md">
          {t('user.account.avatarTitle')}
        </Title>
        <Group gap="lg" align="center">
          <div data-testid="profile-avatar">{props.renderAvatar(user)}</div>
          <Stack gap={8}>
            <Group gap="sm">
              <FileButton onChange={changeAvatar} accept={AVATAR_TYPES} resetRef={resetFileButton}>
                {(buttonProps) => (
                  <Button {...buttonProps} leftSection={<UploadIcon size={16} />} loading={busyWithAvatar} radius="xl">
                    {user.icon ? t('user.account.changeAvatar') : t('user.account.uploadAvatar')}
                  </Button>
                )}
              </FileButton>
              {user.icon && (
                <Button variant="subtle" color="red" c="red.9" radius="xl" onClick={removeAvatar} disabled={busyWithAvatar}>
                  {t('user.account.removeAvatar')}
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('user.account.avatarHint')}
            </Text>
          </Stack>
        </Group>
      </Paper>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="profile-title">
        <Title order={2} size="h4" id="profile-title" mb="md">
          {t('user.account.profileTitle')}
        </Title>
        <form onSubmit={saveNickname} noValidate>
          <Stack gap="md" maw={480}>
            <TextInput
              label={t('user.account.nickname')}
              description={t('user.account.nicknameHint')}
              maxLength={NICKNAME_MAX_LENGTH}
              required
              {...form.getInputProps('nickname')}
            />
            <dl className={classes.facts}>
              <dt>{t('user.account.username')}</dt>
              <dd>{user.username}</dd>
              <dt>{t('user.account.email')}</dt>
              <dd>{user.email}</dd>
            </dl>
            <Group>
              <Button type="submit" radius="xl" loading={update.isPending && update.variables?.nickname !== undefined}>
                {t('user.account.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

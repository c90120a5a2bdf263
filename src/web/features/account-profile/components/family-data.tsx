import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PRIVACY_PAGE_PATH } from '../../../../shared/policies.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { downloadPrivateFile } from '../../../lib/download-private-file.ts';
import { errorMessageOf, serverFieldErrors } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { notifications } from '../../../lib/toast.ts';
import { useAccountDeletion } from '../api/account-deletion.ts';

/**
 * The account page's "Your family's data" (issue 31): a copy of everything the academy keeps
 * about the family, as a ZIP, and the deletion of the account after a grace period.
 */
export function FamilyData({ deletionDueTime }: { deletionDueTime: string | null }) {
  const { t, language } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPrivateFile('/api/ddcAccount/export', `family-data-${new Date().toISOString().slice(0, 10)}.zip`, language);
      notifications.show({ color: 'teal', message: t('user.familyData.downloaded') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('user.familyData.failed'), message: errorMessageOf(error, t) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="family-data-title" data-testid="family-data">
      <Title order={2} size="h4" id="family-data-title" mb={4}>
        {t('user.familyData.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('user.familyData.intro')}{' '}
        <Anchor component={Link} to={PRIVACY_PAGE_PATH} size="sm" underline="always">
          {t('user.familyData.privacy')}
        </Anchor>
      </Text>
      <Button radius="xl" variant="light" loading={downloading} onClick={() => void download()}>
        {t('user.familyData.download')}
      </Button>
      <Divider my="lg" />
      <AccountDeletion deletionDueTime={deletionDueTime} />
    </Paper>
  );
}

function AccountDeletion({ deletionDueTime }: { deletionDueTime: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { withdraw } = useAccountDeletion();
  const [asking, setAsking] = useState(false);

  if (deletionDueTime) {
    return (
      <Alert color="red" variant="light" title={t('user.familyData.deletion.scheduledTitle')} data-testid="deletion-scheduled">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('user.familyData.deletion.scheduled', { date: format.dateTime(deletionDueTime) })}</Text>
          <Button
            radius="xl"
            color="red"
            variant="white"
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => notifications.show({ color: 'teal', message: t('user.familyData.deletion.withdrawn') }),
                onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
              })
            }
          >
            {t('user.familyData.deletion.withdraw')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <Title order={3} size="h5" mb={4}>
        {t('user.familyData.deletion.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('user.familyData.deletion.intro')}
      </Text>
      <Button radius="xl" color="red" variant="outline" onClick={() => setAsking(true)}>
        {t('user.familyData.deletion.ask')}
      </Button>
      {asking && <DeletionDialog onClose={() => setAsking(false)} />}
    </>
  );
}

function DeletionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { request } = useAccountDeletion();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (password === '') {
      setFieldError(t('user.familyData.deletion.passwordRequired'));
      return;
    }
    request.mutate(password, {
      onSuccess: () => {
        onClose();
        notifications.show({ color: 'teal', message: t('user.familyData.deletion.requested') });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields.password) setFieldError(fields.password);
        else setRefusal(errorMessageOf(error, t));
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('user.familyData.deletion.dialogTitle')} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t('user.familyData.deletion.dialogBody')}</Text>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <PasswordInput
            label={t('user.familyData.deletion.password')}
            autoComplete="current-password"
            required
            data-autofocus
            value={password}
            error={fieldError}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setFieldError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('user.familyData.deletion.keep')}
            </Button>
            <Button type="submit" color="red" loading={request.isPending}>
              {t('user.familyData.deletion.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

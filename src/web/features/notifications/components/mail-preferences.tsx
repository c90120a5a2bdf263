import { useState } from 'react';
import { Alert, Button, Divider, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { isEssentialKind, notificationKinds, type NotificationKind } from '../../../../shared/api/notifications.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications as toasts } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { preferencesQueryOptions } from '../api/get-preferences.ts';
import { useSavePreferences } from '../api/save-preferences.ts';

const ESSENTIAL_STYLES = {
  root: { '--switch-disabled-color': 'var(--mantine-color-navy-4)' },
  label: { color: 'var(--mantine-color-text)', cursor: 'default' },
  description: { color: 'var(--mantine-color-dimmed)' },
} as const;

/**
 * The account page's "Mail notifications": a switch per kind, saved as it is turned. Essential
 * kinds (payments, deadlines, security) show on and cannot be turned off (D29).
 */
export function MailPreferences() {
  const { t } = useTranslation();
  const preferences = useQuery(preferencesQueryOptions(useLanguage()));
  const save = useSavePreferences();
  // A switch shows its new position while it is saved; a failure puts it back.
  const [saving, setSaving] = useState<Partial<Record<NotificationKind, boolean>>>({});

  const change = (kind: NotificationKind, mail: boolean) => {
    setSaving((current) => ({ ...current, [kind]: mail }));
    // Only the kind turned is sent: a choice made meanwhile elsewhere (a mail's unsubscribe link) stays.
    save.mutate(
      { [kind]: { mail } },
      {
        onSuccess: () => toasts.show({ color: 'teal', message: t('notifications.preferences.saved') }),
        onError: (error) => toasts.show({ color: 'red', title: t('notifications.preferences.saveFailed'), message: errorMessageOf(error, t) }),
        onSettled: () =>
          setSaving((current) => {
            const { [kind]: _done, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="mail-preferences-title" data-testid="mail-preferences">
      <Title order={2} size="h4" id="mail-preferences-title" mb={4}>
        {t('notifications.preferences.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('notifications.preferences.intro')}
      </Text>
      {preferences.isPending ? (
        <Stack gap="sm" aria-busy="true">
          {notificationKinds.map((kind) => (
            <Skeleton key={kind} height={24} width="60%" />
          ))}
        </Stack>
      ) : preferences.isError ? (
        <Alert color="red" role="alert" title={t('notifications.preferences.loadFailed')}>
          <Stack gap="xs" align="start">
            <Text size="sm">{errorMessageOf(preferences.error, t)}</Text>
            <Button size="xs" variant="light" onClick={() => void preferences.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md" maw={560}>
          <Text size="sm" fw={500} data-testid="mail-preferences-essential">
            {t('notifications.preferences.essentialNote')}
          </Text>
          {notificationKinds.filter(isEssentialKind).map((kind) => (
            <Switch
              key={kind}
              label={t(`notifications.kinds.${kind}`)}
              description={t('notifications.preferences.alwaysOn')}
              checked
              disabled
              readOnly
              // On, though it cannot be changed: the track keeps a colour and the label its ink.
              styles={ESSENTIAL_STYLES}
              data-testid={`mail-preference-${kind}`}
            />
          ))}
          <Divider />
          {notificationKinds
            .filter((kind) => !isEssentialKind(kind))
            .map((kind) => (
              <Switch
                key={kind}
                label={t(`notifications.kinds.${kind}`)}
                checked={saving[kind] ?? preferences.data.kinds[kind]?.mail ?? true}
                disabled={saving[kind] !== undefined}
                onChange={(event) => change(kind, event.currentTarget.checked)}
                data-testid={`mail-preference-${kind}`}
              />
            ))}
        </Stack>
      )}
    </Paper>
  );
}

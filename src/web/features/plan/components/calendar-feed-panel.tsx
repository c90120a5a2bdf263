import { Button, CopyButton, Group, Modal, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { calendarFeedQueryOptions } from '../api/get-calendar-feed.ts';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed.ts';

/**
 * The private calendar address (`.ics`) that Google Calendar, Apple Calendar or Outlook subscribe
 * to; renewing it makes a new one and the old one stops working (for a link shared by mistake).
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation();
  const feed = useQuery(calendarFeedQueryOptions(useLanguage()));
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const address = feed.data ? new URL(feed.data.url, window.location.origin).toString() : '';

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          {t('plan.feed.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('plan.feed.body')}
        </Text>
        {feed.isPending ? (
          <Skeleton height={36} radius="md" />
        ) : feed.isError ? (
          <Text size="sm" c="red.9" role="alert">
            {errorMessageOf(feed.error, t)}
          </Text>
        ) : (
          <Group gap="xs" align="end" wrap="wrap">
            <TextInput label={t('plan.feed.address')} value={address} readOnly style={{ flex: '1 1 260px' }} data-testid="calendar-feed-address" onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={address}>
              {({ copied, copy }) => (
                <Button variant="light" radius="xl" onClick={copy}>
                  {copied ? t('plan.feed.copied') : t('plan.feed.copy')}
                </Button>
              )}
            </CopyButton>
            <Button component="a" href={address.replace(/^https?:/, 'webcal:')} variant="default" radius="xl">
              {t('plan.feed.subscribe')}
            </Button>
            <Button variant="subtle" color="red" c="red.9" radius="xl" onClick={() => setConfirming(true)} data-testid="renew-feed">
              {t('plan.feed.renew')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('plan.feed.renewTitle')}
        radius="lg"
        centered
       
        styles={{ title: { fontWeight: 700 } }}
      >
        <Text>{t('plan.feed.renewBody')}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" radius="xl" onClick={() => setConfirming(false)} data-autofocus>
            {t('plan.feed.keep')}
          </Button>
          <Button
            color="red.9"
            radius="xl"
            loading={renew.isPending}
            onClick={() =>
              renew.mutate(undefined, {
                onSuccess: () => notifications.show({ color: 'teal', message: t('plan.feed.renewed') }),
                onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
                onSettled: () => setConfirming(false),
              })
            }
          >
            {t('plan.feed.renewConfirm')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

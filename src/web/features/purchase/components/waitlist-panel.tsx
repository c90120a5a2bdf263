import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WaitlistEntryDto } from '../../../../shared/api/waitlist.ts';
import { ChildChoice } from '../../../components/child-choice.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { childrenQueryOptions } from '../api/get-children.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';

/** The family's open places on this course's line: waiting with their place, or holding a seat. */
export const openWaitlistEntries = (entries: WaitlistEntryDto[] | undefined) =>
  (entries ?? []).filter((entry) => entry.status === 'waiting' || entry.status === 'offered');

/** A seat held for one of the family's children (D32): the apply form below takes it. */
export function WaitlistOfferNote({ entry }: { entry: WaitlistEntryDto }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Alert color="teal" variant="light" radius="lg" title={t('purchase.waitlist.offerTitle', { child: entry.childName })} data-testid="waitlist-offer">
      {t('purchase.waitlist.offerBody', { child: entry.childName, time: format.dateTime(entry.offerExpiresAt) })}
    </Alert>
  );
}

/**
 * A full course (D32): the family's places in its line, each with a way to leave, and a child to
 * add to it. The server refuses a course with seats, a child already in line and a course that has begun.
 */
export function WaitlistPanel({ productId, entries }: { productId: number; entries: WaitlistEntryDto[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const children = useQuery(childrenQueryOptions(language));
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const [childId, setChildId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const waiting = entries.filter((entry) => entry.status === 'waiting');
  const options = (children.data ?? []).filter((child) => !waiting.some((entry) => entry.childId === child.id));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!childId) {
      setError(t('purchase.waitlist.pickChild'));
      return;
    }
    setError(null);
    join.mutate({ productId, childId: Number(childId) }, { onSuccess: () => setChildId(null), onError: (failure) => setError(errorMessageOf(failure, t)) });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="waitlist">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg">
            {t('purchase.waitlist.title')}
          </Title>
          <Text size="sm" c="var(--academy-muted)" mt={4}>
            {t('purchase.waitlist.intro')}
          </Text>
        </div>
        {waiting.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {waiting.map((entry) => (
              <Group component="li" key={entry.id} justify="space-between" gap="sm" wrap="wrap" data-testid="waitlist-place">
                <Text fw={600}>{t('purchase.waitlist.place', { child: entry.childName, count: entry.position ?? 0 })}</Text>
                <Button variant="default" radius="xl" size="compact-sm" loading={leave.isPending && leave.variables === entry.id} onClick={() => leave.mutate(entry.id)}>
                  {t('purchase.waitlist.leave')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {children.isSuccess && (options.length > 0 || children.data.length === 0) && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm" align="flex-start">
              <ChildChoice
                options={options}
                value={childId}
                label={t('purchase.waitlist.childLabel')}
                error={error}
                noChildren={t('purchase.waitlist.noChildren')}
                addChild={t('purchase.waitlist.addChild')}
                onChange={(value) => {
                  setChildId(value);
                  setError(null);
                }}
              />
              {options.length > 0 && (
                <Button type="submit" radius="xl" loading={join.isPending}>
                  {t('purchase.waitlist.join')}
                </Button>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

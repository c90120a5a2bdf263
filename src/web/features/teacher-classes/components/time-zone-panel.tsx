import { Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { zoneLabel } from '../../../../shared/time-labels.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { viewerTimeZone } from '../../../lib/class-time.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { teacherClockQueryOptions } from '../api/get-teacher-clock.ts';
import { useSaveTimeZone } from '../api/save-time-zone.ts';

const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [viewerTimeZone()]);

/** The teacher's own clock, chosen in the profile: class times are shown on it and on the academy's. */
export function TimeZonePanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const clock = useQuery(teacherClockQueryOptions(language));
  const save = useSaveTimeZone();
  const [chosen, setChosen] = useState<string | null>(null);
  const options = useMemo(() => zones().map((zone) => ({ value: zone, label: `${zone.replace(/_/g, ' ')} · ${zoneLabel(zone, language)}` })), [language]);
  const value = chosen ?? clock.data?.timeZone ?? viewerTimeZone();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="time-zone-title" data-testid="teacher-time-zone">
      <Title order={2} size="h4" id="time-zone-title">
        {t('teacherClasses.timeZone.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('teacherClasses.timeZone.body')}
      </Text>
      {clock.isPending ? (
        <Skeleton height={36} mt="sm" radius="md" />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { timeZone: value },
              {
                onSuccess: () => notifications.show({ color: 'teal', message: t('teacherClasses.timeZone.saved') }),
                onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error, t) }),
              },
            );
          }}
        >
          <Stack gap="sm" mt="sm">
            <Select label={t('teacherClasses.timeZone.label')} data={options} value={value} onChange={setChosen} searchable allowDeselect={false} maxDropdownHeight={280} />
            <Group justify="flex-end">
              <Button type="submit" radius="xl" loading={save.isPending}>
                {t('teacherClasses.timeZone.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}

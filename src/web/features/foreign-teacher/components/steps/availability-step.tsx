import { useMemo } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../../i18n/translator.tsx';
import { DAY_PARTS, WEEKDAYS } from '../../../../../shared/api/accounts.ts';
import { timeZoneOptions } from '../../../../lib/time-zones.ts';
import { ChipChoices } from '../../../../components/chip-choices.tsx';
import type { ApplicationForm } from './step-form.ts';

/** Step 6: availability and time zone. */
export function AvailabilityStep({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZoneOptions().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('teacher.availability.timeZone')}
          description={t('teacher.availability.timeZoneHint')}
          required
          searchable
          allowDeselect={false}
          limit={60}
          nothingFoundMessage={t('teacher.availability.noTimeZone')}
          data={zones}
          {...form.getInputProps('availability.timeZone')}
          onChange={(value) => form.setFieldValue('availability.timeZone', value ?? '')}
        />
        <NumberInput
          label={t('teacher.availability.hoursPerWeek')}
          description={t('teacher.availability.hoursPerWeekHint')}
          required
          min={1}
          max={60}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('availability.hoursPerWeek')}
        />
      </SimpleGrid>
      <ChipChoices
        label={t('teacher.availability.weekdays')}
        required
        options={WEEKDAYS.map((day) => ({ value: day, label: t(`teacher.weekday.${day}`) }))}
        value={form.values.availability.weekdays}
        onChange={(value) => form.setFieldValue('availability.weekdays', value)}
        error={form.errors['availability.weekdays']}
      />
      <ChipChoices
        label={t('teacher.availability.dayParts')}
        required
        options={DAY_PARTS.map((part) => ({ value: part, label: t(`teacher.dayPart.${part}`) }))}
        value={form.values.availability.dayParts}
        onChange={(value) => form.setFieldValue('availability.dayParts', value)}
        error={form.errors['availability.dayParts']}
      />
      <TextInput
        type="date"
        label={t('teacher.availability.startDate')}
        description={t('teacher.availability.startDateHint')}
        maw={260}
        {...form.getInputProps('availability.startDate')}
      />
    </Stack>
  );
}

import { Checkbox, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../../i18n/translator.tsx';
import type { ApplicationForm } from './step-form.ts';

/** Step 4: teaching experience. */
export function ExperienceStep({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <NumberInput
        label={t('teacher.experience.yearsTeaching')}
        required
        min={0}
        max={60}
        allowDecimal={false}
        allowNegative={false}
        maw={260}
        {...form.getInputProps('experience.yearsTeaching')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('teacher.experience.currentSchool')} {...form.getInputProps('experience.currentSchool')} />
        <TextInput label={t('teacher.experience.currentRole')} {...form.getInputProps('experience.currentRole')} />
      </SimpleGrid>
      <Checkbox
        label={t('teacher.experience.onlineExperience')}
        {...form.getInputProps('experience.onlineExperience', { type: 'checkbox' })}
      />
      <Textarea
        label={t('teacher.experience.summary')}
        description={t('teacher.experience.summaryHint')}
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={3000}
        {...form.getInputProps('experience.summary')}
      />
    </Stack>
  );
}

import { NumberInput, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from '../../../../i18n/translator.tsx';
import { DEGREES } from '../../../../../shared/api/accounts.ts';
import type { ApplicationForm } from './step-form.ts';

/** Step 3: education and qualifications. */
export function EducationStep({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('teacher.education.highestDegree')}
          placeholder={t('teacher.choose')}
          required
          allowDeselect={false}
          data={DEGREES.map((degree) => ({ value: degree, label: t(`teacher.degree.${degree}`) }))}
          {...form.getInputProps('education.highestDegree')}
          onChange={(value) => form.setFieldValue('education.highestDegree', (value ?? '') as (typeof DEGREES)[number] | '')}
        />
        <NumberInput
          label={t('teacher.education.graduationYear')}
          required
          min={1950}
          max={thisYear + 1}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...form.getInputProps('education.graduationYear')}
        />
        <TextInput label={t('teacher.education.major')} required {...form.getInputProps('education.major')} />
        <TextInput label={t('teacher.education.university')} required {...form.getInputProps('education.university')} />
      </SimpleGrid>
      <TagsInput
        label={t('teacher.education.certifications')}
        description={t('teacher.education.certificationsHint')}
        data={['PGCE', 'QTS', 'TEFL', 'TESOL', 'CELTA', 'DELTA', 'IB Certificate in Teaching and Learning']}
        maxTags={10}
        clearable
        {...form.getInputProps('education.certifications')}
      />
    </Stack>
  );
}

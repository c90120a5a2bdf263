import { Stack, TagsInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/translator.tsx';
import { useLanguage } from '../../../../i18n/use-language.ts';
import { gradesQueryOptions } from '../../../../lib/grades-query.ts';
import { LANGUAGE_SUGGESTIONS, SUBJECT_SUGGESTIONS } from '../../options.ts';
import { ChipChoices } from '../../../../components/chip-choices.tsx';
import type { ApplicationForm } from './step-form.ts';

/** Step 5: subjects, grades (the current-grade dictionary) and teaching languages. */
export function TeachingStep({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const grades = useQuery(gradesQueryOptions(language));
  return (
    <Stack gap="md">
      <TagsInput
        label={t('teacher.teaching.subjects')}
        description={t('teacher.teaching.subjectsHint')}
        required
        data={SUBJECT_SUGGESTIONS.map((subject) => t(`teacher.subjectOptions.${subject}`))}
        maxTags={10}
        clearable
        {...form.getInputProps('teaching.subjects')}
      />
      <ChipChoices
        label={t('teacher.teaching.grades')}
        description={t('teacher.teaching.gradesHint')}
        required
        options={(grades.data ?? []).map((grade) => ({ value: grade.code, label: grade.name }))}
        value={form.values.teaching.grades}
        onChange={(value) => form.setFieldValue('teaching.grades', value)}
        error={form.errors['teaching.grades']}
      />
      <TagsInput
        label={t('teacher.teaching.languages')}
        description={t('teacher.teaching.languagesHint')}
        required
        data={LANGUAGE_SUGGESTIONS.map((name) => t(`teacher.languageOptions.${name}`))}
        maxTags={10}
        clearable
        {...form.getInputProps('teaching.languages')}
      />
      <Textarea
        label={t('teacher.teaching.approach')}
        description={t('teacher.teaching.approachHint')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={2000}
        {...form.getInputProps('teaching.approach')}
      />
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { DAY_PARTS, WEEKDAYS, type ChildDto } from '../../../../shared/api/accounts.ts';
import type { DictEntryDto } from '../../../../shared/api/public-content.ts';
import { INSTRUCTION_LANGUAGES, RequirementLimit } from '../../../../shared/api/requirements.ts';
import { ChildChoice } from '../../../components/child-choice.tsx';
import { ChipChoices } from '../../../components/chip-choices.tsx';
import { TimeZoneSelect } from '../../../components/time-zone-select.tsx';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useSubmitRequirement } from '../api/submit-requirement.ts';
import { uploadDocument } from '../api/upload-document.ts';
import { formPathOf, inspireErrors, requirementBodyOf, type InspireValues } from '../inspire-values.ts';
import { requirementHref } from '../requirement-links.ts';
import { AddFilesButton } from './add-files-button.tsx';
import { FileList } from './file-list.tsx';
import classes from './requirements.module.css';

/**
 * The Inspire questionnaire (D12): the child, subject and goals, level and results, hours and
 * students, preferred days and times in the family's zone, the language, and files uploaded as
 * they are chosen. Sent as one requirement in status 0.
 */
export function InspireForm(props: { initialValues: InspireValues; childOptions: ChildDto[]; subjectAreas: DictEntryDto[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const submitRequirement = useSubmitRequirement();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InspireValues>({
    initialValues: props.initialValues,
    validate: (values) => Object.fromEntries(Object.entries(inspireErrors(values)).map(([path, key]) => [path, t(`requirements.validation.${key}`)])),
  });

  const addFile = async (file: File) => {
    try {
      const stored = await uploadDocument(file, language);
      form.setFieldValue('files', (files) => [...files, { key: stored.key, name: stored.name, size: stored.size }]);
    } catch (error) {
      notifications.show({ color: 'red', title: t('requirements.files.uploadFailed', { name: file.name }), message: errorMessageOf(error, t) });
    }
  };

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      submitRequirement.mutate(requirementBodyOf(values), {
        onSuccess: async (requirement) => {
          await navigate(requirementHref(requirement.id));
          notifications.show({ color: 'teal', message: t('requirements.form.sent') });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, formPathOf);
          if (Object.keys(fields).length > 0) {
            form.setErrors(fields);
            focusFirstInvalidField();
          } else {
            setFormError(errorMessageOf(error, t));
          }
        },
      });
    },
    () => focusFirstInvalidField(),
  );

  const section = (title: string, children: React.ReactNode) => (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} size="h4" className={classes.sectionTitle}>
        {title}
      </Title>
      {children}
    </Stack>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="inspire-form">
      <Paper withBorder radius="lg" className={classes.formCard}>
        <Stack gap={36}>
          {section(
            t('requirements.form.sectionChild'),
            <ChildChoice
              options={props.childOptions}
              value={form.values.childId}
              label={t('requirements.form.childLabel')}
              error={form.errors.childId}
              noChildren={t('requirements.form.noChildren')}
              addChild={t('requirements.form.addChild')}
              onChange={(childId) => form.setFieldValue('childId', childId)}
            />,
          )}

          {section(
            t('requirements.form.sectionGoals'),
            <>
              <Select
                label={t('requirements.form.subjectArea')}
                placeholder={t('requirements.form.subjectPlaceholder')}
                required
                allowDeselect={false}
                data={props.subjectAreas.map((entry) => ({ value: entry.code, label: entry.name }))}
                className={classes.narrow}
                {...form.getInputProps('subjectArea')}
              />
              <Textarea label={t('requirements.form.goals')} description={t('requirements.form.goalsHint')} required autosize minRows={3} maxLength={RequirementLimit.goals} {...form.getInputProps('goals')} />
              <Textarea label={t('requirements.form.currentLevel')} description={t('requirements.form.currentLevelHint')} required autosize minRows={2} maxLength={RequirementLimit.text} {...form.getInputProps('currentLevel')} />
              <Textarea
                label={t('requirements.form.competitionResults')}
                description={t('requirements.form.competitionResultsHint')}
                autosize
                minRows={2}
                maxLength={RequirementLimit.text}
                {...form.getInputProps('competitionResults')}
              />
            </>,
          )}

          {section(
            t('requirements.form.sectionFormat'),
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <NumberInput
                  label={t('requirements.form.hours')}
                  description={t('requirements.form.hoursHint')}
                  required
                  min={RequirementLimit.minHours}
                  max={RequirementLimit.maxHours}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps('hours')}
                />
                <Radio.Group label={t('requirements.form.students')} required {...form.getInputProps('students')}>
                  <Stack gap={8} mt={8}>
                    <Radio value="1" label={t('requirements.form.studentsOne')} />
                    <Radio value="2" label={t('requirements.form.studentsTwo')} />
                  </Stack>
                </Radio.Group>
              </SimpleGrid>
              <ChipChoices
                label={t('requirements.form.preferredDays')}
                required
                error={form.errors.preferredDays}
                options={WEEKDAYS.map((day) => ({ value: day, label: t(`requirements.weekday.${day}`) }))}
                value={form.values.preferredDays}
                onChange={(days) => form.setFieldValue('preferredDays', days)}
              />
              <ChipChoices
                label={t('requirements.form.preferredTimes')}
                required
                error={form.errors.preferredTimes}
                options={DAY_PARTS.map((part) => ({ value: part, label: t(`requirements.dayPart.${part}`) }))}
                value={form.values.preferredTimes}
                onChange={(parts) => form.setFieldValue('preferredTimes', parts)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                <TimeZoneSelect
                  label={t('requirements.form.timeZone')}
                  nothingFound={t('requirements.form.timeZoneNone')}
                  value={form.values.timeZone}
                  error={form.errors.timeZone}
                  onChange={(zone) => form.setFieldValue('timeZone', zone)}
                />
                <Select
                  label={t('requirements.form.language')}
                  required
                  allowDeselect={false}
                  data={INSTRUCTION_LANGUAGES.map((code) => ({ value: code, label: t(`requirements.instruction.${code}`) }))}
                  {...form.getInputProps('language')}
                />
              </SimpleGrid>
            </>,
          )}

          {section(
            t('requirements.form.sectionFiles'),
            <>
              <Text size="sm" c="dimmed">
                {t('requirements.form.filesHint')}
              </Text>
              <FileList
                files={form.values.files.map((file) => ({ id: file.key, name: file.name, size: file.size }))}
                onRemove={(file) => form.setFieldValue('files', (files) => files.filter((other) => other.key !== file.id))}
              />
              <Group gap="md" align="flex-start">
                <AddFilesButton room={RequirementLimit.maxFiles - form.values.files.length} onFile={addFile} />
                <Text size="sm" c="dimmed" mt={8}>
                  {t('requirements.files.count', { count: form.values.files.length })}
                </Text>
              </Group>
              {form.errors.fileKeys && (
                <Text size="sm" c="red.9" role="alert">
                  {form.errors.fileKeys}
                </Text>
              )}
            </>,
          )}

          {formError && (
            <Alert color="red" variant="light" title={t('requirements.form.failed')} role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" size="md" radius="xl" loading={submitRequirement.isPending} disabled={props.childOptions.length === 0}>
              {t('requirements.form.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

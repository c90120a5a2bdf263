import { useState } from 'react';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ChildLimit, childBody, GENDERS, type ChildBody, type ChildDto, type Gender } from '../../../../shared/api/accounts.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { gradesQueryOptions } from '../../../lib/grades-query.ts';

interface ChildFormValues {
  name: string;
  gender: Gender | '';
  birthDate: string;
  grade: string;
  school: string;
  notes: string;
}

const valuesOf = (child: ChildDto | null): ChildFormValues => ({
  name: child?.name ?? '',
  gender: child?.gender ?? '',
  birthDate: child?.birthDate ?? '',
  grade: child?.grade ?? '',
  school: child?.school ?? '',
  notes: child?.notes ?? '',
});

const todayIso = () => new Date().toISOString().slice(0, 10);
const earliestBirthDate = () => `${new Date().getFullYear() - ChildLimit.maxAgeYears}-01-01`;

/** Add or edit one child: name, gender, birth date, grade (dictionary), school and notes. */
export function ChildForm(props: {
  child: ChildDto | null;
  saving: boolean;
  onSave: (body: ChildBody, handlers: { onError: (error: unknown) => void }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const grades = useQuery(gradesQueryOptions(language));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChildFormValues>({
    initialValues: valuesOf(props.child),
    validate: (values) => validateWithSchema(childBody, values, t),
  });

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      props.onSave(values as ChildBody, {
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (Object.keys(fields).length) {
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('children.form.name')} required maxLength={ChildLimit.name} data-autofocus {...form.getInputProps('name')} />
        <Radio.Group label={t('children.form.gender')} required {...form.getInputProps('gender')}>
          <Group gap="lg" mt={6}>
            {GENDERS.map((gender) => (
              <Radio key={gender} value={gender} label={t(`children.gender.${gender}`)} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="date"
            label={t('children.form.birthDate')}
            required
            min={earliestBirthDate()}
            max={todayIso()}
            {...form.getInputProps('birthDate')}
          />
          <Select
            label={t('children.form.grade')}
            placeholder={t('children.form.gradePlaceholder')}
            required
            data={(grades.data ?? []).map((grade) => ({ value: grade.code, label: grade.name }))}
            disabled={grades.isPending}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('grade')}
            onChange={(value) => form.setFieldValue('grade', value ?? '')}
          />
        </SimpleGrid>
        <TextInput label={t('children.form.school')} maxLength={ChildLimit.school} {...form.getInputProps('school')} />
        <Textarea
          label={t('children.form.notes')}
          description={t('children.form.notesHint')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={ChildLimit.notes}
          {...form.getInputProps('notes')}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" radius="xl" onClick={props.onCancel}>
            {t('children.form.cancel')}
          </Button>
          <Button type="submit" radius="xl" loading={props.saving}>
            {props.child ? t('children.form.saveChanges') : t('children.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ChildLimit, childBody, GENDERS, type ChildBody, type ChildDto, type Gender } from '../../../../shared/api/accounts.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useCreateChild } from '../api/create-child.ts';
import { gradesQueryOptions } from '../../../lib/grades-query.ts';
import classes from './purchase.module.css';

interface InlineChildValues {
  name: string;
  gender: Gender | '';
  birthDate: string;
  grade: string;
}

const EMPTY: InlineChildValues = { name: '', gender: '', birthDate: '', grade: '' };
const todayIso = () => new Date().toISOString().slice(0, 10);
const earliestBirthDate = () => `${new Date().getFullYear() - ChildLimit.maxAgeYears}-01-01`;

/**
 * Adds a child without leaving the application: the fields the application needs, checked with
 * the same shared schema as /user/child (school and notes can be added there later).
 */
export function InlineChildForm(props: { onAdded: (child: ChildDto) => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const grades = useQuery(gradesQueryOptions(language));
  const create = useCreateChild();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InlineChildValues>({
    initialValues: EMPTY,
    validate: (values) => validateWithSchema(childBody, values, t),
  });

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      create.mutate(values as ChildBody, {
        onSuccess: (child) => {
          form.reset();
          props.onAdded(child);
        },
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
    <form onSubmit={submit} noValidate className={classes.inlineForm} aria-label={t('purchase.child.addTitle')} data-testid="inline-child-form">
      <Stack gap="md">
        <TextInput label={t('purchase.child.form.name')} required maxLength={ChildLimit.name} {...form.getInputProps('name')} />
        <Radio.Group label={t('purchase.child.form.gender')} required {...form.getInputProps('gender')}>
          <Group gap="lg" mt={6}>
            {GENDERS.map((gender) => (
              <Radio key={gender} value={gender} label={t(`purchase.child.gender.${gender}`)} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            type="date"
            label={t('purchase.child.form.birthDate')}
            required
            min={earliestBirthDate()}
            max={todayIso()}
            {...form.getInputProps('birthDate')}
          />
          <Select
            label={t('purchase.child.form.grade')}
            placeholder={t('purchase.child.form.gradePlaceholder')}
            required
            data={(grades.data ?? []).map((grade) => ({ value: grade.code, label: grade.name }))}
            disabled={grades.isPending}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('grade')}
            onChange={(value) => form.setFieldValue('grade', value ?? '')}
          />
        </SimpleGrid>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {props.onCancel && (
            <Button variant="default" radius="xl" onClick={props.onCancel}>
              {t('purchase.child.form.cancel')}
            </Button>
          )}
          <Button type="submit" radius="xl" variant="light" loading={create.isPending}>
            {t('purchase.child.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Chip, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ChildDto } from '../../../../shared/api/accounts.ts';
import { AssessmentLimit, type SubjectDto } from '../../../../shared/api/assessments.ts';
import { ChildChoice } from '../../../components/child-choice.tsx';
import { TimeZoneSelect } from '../../../components/time-zone-select.tsx';
import { errorMessageOf, focusFirstInvalidField, isApiError, serverFieldErrors } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useBookAssessment } from '../api/book-assessment.ts';
import { bookingChoicesOf, bookingErrors, slotWindow, type BookingValues } from '../booking-values.ts';
import { SlotPicker } from './slot-picker.tsx';
import classes from './assessments.module.css';

const CONFLICT = 409;

/** The server names `slots` as a whole; the form shows it on the first slot. */
const formPathOf = (field: string) => (field === 'slots' ? 'slots.0' : field);

/**
 * The booking: the child (fixed when booking an abnormal assessment again), 2-4 subjects, three
 * preferred slots in the parent's zone and notes. Checked here first, then by the server, whose
 * refusals land on the fields they name.
 */
export function BookingForm(props: {
  initialValues: BookingValues;
  childOptions: ChildDto[];
  subjects: SubjectDto[];
  /** Booking an abnormal assessment again: its id and child. */
  rebook?: { id: number; childName: string };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const book = useBookAssessment();
  const [formError, setFormError] = useState<{ title: string; body: string; conflict: boolean } | null>(null);
  const form = useForm<BookingValues>({
    initialValues: props.initialValues,
    validate: (values) => {
      const errors = bookingErrors(values, new Date(), { childFixed: props.rebook !== undefined });
      return Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, t(`assessments.validation.${key}`)]));
    },
  });
  const now = new Date();
  const window = slotWindow(form.values.timeZone, now);

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      const choices = bookingChoicesOf(values);
      const request = props.rebook
        ? { kind: 'rebook' as const, id: props.rebook.id, body: choices }
        : { kind: 'create' as const, body: { ...choices, childId: Number(values.childId) } };
      book.mutate(request, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('assessments.book.booked') });
          void navigate('/user/home#assessments');
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, formPathOf);
          if (Object.keys(fields).length > 0) {
            form.setErrors(fields);
            focusFirstInvalidField();
            return;
          }
          const conflict = isApiError(error, CONFLICT);
          setFormError({ title: conflict ? t('assessments.book.alreadyOpenTitle') : t('assessments.book.failed'), body: errorMessageOf(error, t), conflict });
        },
      });
    },
    () => focusFirstInvalidField(),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="assessment-form">
      <Paper withBorder radius="lg" className={classes.formCard}>
        <Stack gap="xl">
          {props.rebook ? (
            <Text fw={600} data-testid="rebook-child">
              {t('assessments.book.rebookChild', { name: props.rebook.childName })}
            </Text>
          ) : (
            <ChildChoice
              options={props.childOptions}
              value={form.values.childId}
              label={t('assessments.book.childLabel')}
              description={t('assessments.book.childHint')}
              error={form.errors.childId}
              noChildren={t('assessments.book.noChildren')}
              addChild={t('assessments.book.addChild')}
              onChange={(childId) => form.setFieldValue('childId', childId)}
            />
          )}

          <Checkbox.Group
            label={t('assessments.book.subjectsLabel')}
            description={`${t('assessments.book.subjectsHint')} ${t('assessments.book.subjectsCount', { count: form.values.subjects.length })}`}
            required
            error={form.errors.subjects}
            value={form.values.subjects}
            onChange={(subjects) => form.setFieldValue('subjects', subjects)}
          >
            <Chip.Group multiple value={form.values.subjects} onChange={(subjects) => form.setFieldValue('subjects', subjects)}>
              <Group gap={8} mt={10} data-testid="subject-choices">
                {props.subjects.map((subject) => (
                  <Chip
                    key={subject.code}
                    value={subject.code}
                    variant="outline"
                    disabled={form.values.subjects.length >= AssessmentLimit.maxSubjects && !form.values.subjects.includes(subject.code)}
                  >
                    {subject.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Checkbox.Group>

          <Stack gap="sm">
            <div>
              <Title order={2} size="h5">
                {t('assessments.book.slotsLabel')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('assessments.book.slotsHint')}
              </Text>
            </div>
            <div className={classes.zone}>
              <TimeZoneSelect
                label={t('assessments.book.timeZone')}
                description={t('assessments.book.timeZoneHint')}
                nothingFound={t('assessments.book.timeZoneNone')}
                value={form.values.timeZone}
                error={form.errors.timeZone}
                onChange={(zone) => form.setFieldValue('timeZone', zone)}
              />
            </div>
            <SlotPicker
              slots={form.values.slots}
              window={window}
              timeZone={form.values.timeZone}
              now={now}
              errors={form.values.slots.map((_, index) => form.errors[`slots.${index}`])}
              onChange={(index, slot) => {
                form.setFieldValue(`slots.${index}`, slot);
                form.clearFieldError(`slots.${index}`);
              }}
            />
          </Stack>

          <Textarea
            label={t('assessments.book.notes')}
            description={t('assessments.book.notesHint')}
            autosize
            minRows={3}
            maxLength={AssessmentLimit.notes}
            {...form.getInputProps('notes')}
          />

          {formError && (
            <Alert color={formError.conflict ? 'orange' : 'red'} variant="light" title={formError.title} role="alert" data-testid="booking-error">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{formError.body}</Text>
                {formError.conflict && (
                  <Anchor component={Link} to="/user/home#assessments" size="sm" fw={600}>
                    {t('assessments.book.followIt')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}

          <Group justify="flex-end">
            <Button type="submit" size="md" radius="xl" loading={book.isPending} disabled={!props.rebook && props.childOptions.length === 0}>
              {props.rebook ? t('assessments.book.rebookSubmit') : t('assessments.book.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

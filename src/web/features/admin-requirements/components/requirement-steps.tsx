import { useState } from 'react';
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from '../../../i18n/translator.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import {
  assignConsultantBody,
  closeRequirementBody,
  formProductBody,
  matchTeacherBody,
  RequirementLimit,
  scheduleMeetingBody,
  type AdminRequirementDetail,
  type StaffRequirementStep,
} from '../../../../shared/api/requirements.ts';
import { instantOfLocalInput, localInputValueOf } from '../../../components/admin/local-date-time.ts';
import { ReasonDialog } from '../../../components/admin/reason-dialog.tsx';
import { CaseStepButtons, NoteStepDialog, StepNoteField, stepOutcome } from '../../../components/admin/case-steps.tsx';
import { StepDialog } from '../../../components/admin/step-dialog.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { focusFirstInvalidField, validateWithSchema } from '../../../lib/form-feedback.ts';
import { viewerZone, zoneName } from '../../../lib/zoned-format.ts';
import { consultantsQueryOptions, teachersQueryOptions } from '../api/get-matching-people.ts';
import { useRequirementStep } from '../api/take-requirement-step.ts';

type StepMutation = ReturnType<typeof useRequirementStep>;
type NoteStep = 'recordConsultantTalk' | 'recordMeetingHeld' | 'recordCommunicationDone';

/** Only the steps the pipeline allows from the requirement's status (D12), each behind its dialog. */
export function RequirementSteps({ requirement }: { requirement: AdminRequirementDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StaffRequirementStep | null>(null);
  const step = useRequirementStep(requirement.id);
  const close = () => setOpen(null);
  if (requirement.allowedSteps.length === 0) return null;
  const dialogProps = { requirement, step, onDone: close, onClose: close };
  return (
    <>
      <CaseStepButtons steps={requirement.allowedSteps} labelOf={(name) => t(`adminRequirements.steps.${name}`)} ending="close" onChoose={setOpen} />
      {open === 'assignConsultant' && <AssignConsultantDialog {...dialogProps} />}
      {open === 'matchTeacher' && <MatchTeacherDialog {...dialogProps} />}
      {open === 'scheduleMeeting' && <ScheduleMeetingDialog {...dialogProps} />}
      {open === 'formProduct' && <FormProductDialog {...dialogProps} />}
      {(open === 'recordConsultantTalk' || open === 'recordMeetingHeld' || open === 'recordCommunicationDone') && <NoteDialog {...dialogProps} name={open} />}
      <ReasonDialog
        opened={open === 'close'}
        title={t('adminRequirements.steps.close')}
        body={t('adminRequirements.confirm.close')}
        confirmLabel={t('adminRequirements.steps.close')}
        schema={closeRequirementBody}
        busy={step.isPending}
        onConfirm={(reason) => step.mutate({ step: 'close', body: { reason } }, outcome(t, 'close', close))}
        onClose={close}
      />
    </>
  );
}

interface DialogProps {
  requirement: AdminRequirementDetail;
  step: StepMutation;
  onDone: () => void;
  onClose: () => void;
}

/** The step's outcome, saying "done" in the step's own words. */
const outcome = (t: TFunction, name: StaffRequirementStep, onDone: () => void, setErrors?: (errors: Record<string, string>) => void) =>
  stepOutcome(t, t(`adminRequirements.done.${name}`), onDone, setErrors);

function AssignConsultantDialog({ step, onDone, onClose }: DialogProps) {
  const { t } = useTranslation();
  const consultants = useQuery(consultantsQueryOptions(useLanguage()));
  const form = useForm<{ consultantId: string | null; note: string }>({
    initialValues: { consultantId: null, note: '' },
    validate: (values) => validateWithSchema(assignConsultantBody, { ...values, consultantId: Number(values.consultantId) || undefined }, t),
  });
  return (
    <StepDialog
      opened
      title={t('adminRequirements.steps.assignConsultant')}
      body={t('adminRequirements.confirm.assignConsultant')}
      confirmLabel={t('adminRequirements.steps.assignConsultant')}
      busy={step.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit(
        (values) => step.mutate({ step: 'assignConsultant', body: { consultantId: Number(values.consultantId), note: values.note } }, outcome(t, 'assignConsultant', onDone, form.setErrors)),
        () => focusFirstInvalidField(),
      )}
    >
      {/* Not focused on opening: a searchable select opens its list on focus, over the buttons. */}
      <Select
        label={t('adminRequirements.consultantField')}
        placeholder={consultants.isPending ? t('common.loading') : undefined}
        data={(consultants.data ?? []).map((person) => ({ value: String(person.id), label: `${person.name} · ${zoneName(person.timeZone)}` }))}
        nothingFoundMessage={t('adminRequirements.noConsultants')}
        searchable
        required
        {...form.getInputProps('consultantId')}
      />
      <StepNoteField form={form} />
    </StepDialog>
  );
}

function MatchTeacherDialog({ step, onDone, onClose }: DialogProps) {
  const { t } = useTranslation();
  const teachers = useQuery(teachersQueryOptions(useLanguage()));
  const form = useForm<{ teacherApplicationId: string | null; note: string }>({
    initialValues: { teacherApplicationId: null, note: '' },
    validate: (values) => validateWithSchema(matchTeacherBody, { ...values, teacherApplicationId: Number(values.teacherApplicationId) || undefined }, t),
  });
  return (
    <StepDialog
      opened
      title={t('adminRequirements.steps.matchTeacher')}
      body={t('adminRequirements.confirm.matchTeacher')}
      confirmLabel={t('adminRequirements.steps.matchTeacher')}
      busy={step.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit(
        (values) =>
          step.mutate({ step: 'matchTeacher', body: { teacherApplicationId: Number(values.teacherApplicationId), note: values.note } }, outcome(t, 'matchTeacher', onDone, form.setErrors)),
        () => focusFirstInvalidField(),
      )}
    >
      <Select
        label={t('adminRequirements.teacherField')}
        placeholder={teachers.isPending ? t('common.loading') : undefined}
        data={(teachers.data ?? []).map((person) => ({ value: String(person.id), label: `${person.name} · ${person.subjects.join(', ')} · ${zoneName(person.timeZone)}` }))}
        nothingFoundMessage={t('adminRequirements.noTeachers')}
        searchable
        required
        {...form.getInputProps('teacherApplicationId')}
      />
      <StepNoteField form={form} />
    </StepDialog>
  );
}

function ScheduleMeetingDialog({ requirement, step, onDone, onClose }: DialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { meetingAt: localInputValueOf(requirement.meeting?.at ?? null), meetingUrl: requirement.meeting?.url ?? '', note: '' },
    validate: (values) => validateWithSchema(scheduleMeetingBody, { ...values, meetingAt: instantOfLocalInput(values.meetingAt) }, t),
  });
  return (
    <StepDialog
      opened
      title={t('adminRequirements.steps.scheduleMeeting')}
      body={t('adminRequirements.confirm.scheduleMeeting')}
      confirmLabel={t('adminRequirements.steps.scheduleMeeting')}
      busy={step.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit(
        (values) =>
          step.mutate({ step: 'scheduleMeeting', body: { ...values, meetingAt: instantOfLocalInput(values.meetingAt) } }, outcome(t, 'scheduleMeeting', onDone, form.setErrors)),
        () => focusFirstInvalidField(),
      )}
    >
      <TextInput
        type="datetime-local"
        label={t('adminRequirements.meeting.time')}
        description={t('adminRequirements.meeting.timeHint', { zone: zoneName(viewerZone()) })}
        required
        data-autofocus
        {...form.getInputProps('meetingAt')}
      />
      <TextInput type="url" label={t('adminRequirements.meeting.url')} placeholder="https://" required {...form.getInputProps('meetingUrl')} />
      <StepNoteField form={form} />
    </StepDialog>
  );
}

function NoteDialog({ requirement, step, onDone, onClose, name }: DialogProps & { name: NoteStep }) {
  const { t } = useTranslation();
  return (
    <NoteStepDialog
      title={t(`adminRequirements.steps.${name}`)}
      body={t(`adminRequirements.confirm.${name}`, { name: requirement.childName })}
      busy={step.isPending}
      onClose={onClose}
      onSubmit={(values, setErrors) => step.mutate({ step: name, body: values }, outcome(t, name, onDone, setErrors))}
    />
  );
}

interface ProgrammeValues {
  nameEn: string;
  nameZh: string;
  /** In major units, as staff think of prices; sent in minor units. */
  price: number | string;
  currency: 'USD' | 'CNY';
  hours: number | string;
  startDate: string;
  endDate: string;
  outlineEn: string;
  outlineZh: string;
  note: string;
}

const programmeBodyOf = (values: ProgrammeValues) => ({
  ...values,
  price: typeof values.price === 'number' ? Math.round(values.price * 100) : undefined,
  hours: typeof values.hours === 'number' ? values.hours : undefined,
});

function FormProductDialog({ requirement, step, onDone, onClose }: DialogProps) {
  const { t } = useTranslation();
  const form = useForm<ProgrammeValues>({
    initialValues: {
      nameEn: '',
      nameZh: '',
      price: '',
      currency: 'USD',
      hours: requirement.hours,
      startDate: '',
      endDate: '',
      outlineEn: '',
      outlineZh: '',
      note: '',
    },
    validate: (values) => validateWithSchema(formProductBody, programmeBodyOf(values), t),
  });
  return (
    <StepDialog
      opened
      size="lg"
      title={t('adminRequirements.steps.formProduct')}
      body={t('adminRequirements.confirm.formProduct', { name: requirement.childName })}
      confirmLabel={t('adminRequirements.steps.formProduct')}
      busy={step.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit(
        (values) => step.mutate({ step: 'formProduct', body: programmeBodyOf(values) }, outcome(t, 'formProduct', onDone, form.setErrors)),
        () => focusFirstInvalidField(),
      )}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('adminRequirements.programme.nameEn')} required maxLength={120} data-autofocus {...form.getInputProps('nameEn')} />
        <TextInput label={t('adminRequirements.programme.nameZh')} maxLength={120} {...form.getInputProps('nameZh')} />
        <NumberInput label={t('adminRequirements.programme.price')} required min={1} decimalScale={2} thousandSeparator="," {...form.getInputProps('price')} />
        <Select label={t('adminRequirements.programme.currency')} data={['USD', 'CNY']} allowDeselect={false} {...form.getInputProps('currency')} />
        <NumberInput
          label={t('adminRequirements.programme.hours')}
          description={t('adminRequirements.programme.hoursHint', { min: RequirementLimit.minHours, max: RequirementLimit.maxHours })}
          required
          min={RequirementLimit.minHours}
          max={RequirementLimit.maxHours}
          allowDecimal={false}
          {...form.getInputProps('hours')}
        />
        <div />
        <TextInput type="date" label={t('adminRequirements.programme.startDate')} required {...form.getInputProps('startDate')} />
        <TextInput type="date" label={t('adminRequirements.programme.endDate')} required {...form.getInputProps('endDate')} />
      </SimpleGrid>
      <Textarea label={t('adminRequirements.programme.outlineEn')} description={t('adminRequirements.programme.outlineHint')} required autosize minRows={3} maxLength={4000} {...form.getInputProps('outlineEn')} />
      <Textarea label={t('adminRequirements.programme.outlineZh')} autosize minRows={3} maxLength={4000} {...form.getInputProps('outlineZh')} />
      <StepNoteField form={form} />
    </StepDialog>
  );
}

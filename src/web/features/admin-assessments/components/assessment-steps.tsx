import { useState } from 'react';
import { FileInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from '../../../i18n/translator.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import {
  AssessmentLimit,
  completeInfoBody,
  markAbnormalBody,
  scheduleAssessmentBody,
  type AdminAssessmentDetail,
  type StaffAssessmentStep,
} from '../../../../shared/api/assessments.ts';
import { instantOfLocalInput, localInputValueOf } from '../../../components/admin/local-date-time.ts';
import { ReasonDialog } from '../../../components/admin/reason-dialog.tsx';
import { CaseStepButtons, NoteStepDialog, StepNoteField, stepOutcome } from '../../../components/admin/case-steps.tsx';
import { StepDialog } from '../../../components/admin/step-dialog.tsx';
import { DOCUMENT_TYPES, uploadDocument } from '../../../lib/upload-document.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf, focusFirstInvalidField, validateWithSchema } from '../../../lib/form-feedback.ts';
import { viewerZone, zoneName } from '../../../lib/zoned-format.ts';
import { useAssessmentStep } from '../api/take-assessment-step.ts';

type StepMutation = ReturnType<typeof useAssessmentStep>;

/** Only the steps the pipeline allows from the assessment's status (D13), each behind its dialog. */
export function AssessmentSteps({ assessment }: { assessment: AdminAssessmentDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StaffAssessmentStep | null>(null);
  const step = useAssessmentStep(assessment.id);
  const close = () => setOpen(null);
  if (assessment.allowedSteps.length === 0) return null;
  const dialogProps = { assessment, step, onDone: close, onClose: close };
  return (
    <>
      <CaseStepButtons
        steps={assessment.allowedSteps}
        labelOf={(name) => t(`adminAssessments.steps.${name}`)}
        ending="markAbnormal"
        colors={{ sendReport: 'teal' }}
        onChoose={setOpen}
      />
      {open === 'completeInfo' && <CompleteInfoDialog {...dialogProps} />}
      {open === 'schedule' && <ScheduleDialog {...dialogProps} />}
      {open === 'uploadReport' && <UploadReportDialog {...dialogProps} />}
      {open === 'sendReport' && <NoteDialog {...dialogProps} name="sendReport" />}
      <ReasonDialog
        opened={open === 'markAbnormal'}
        title={t('adminAssessments.steps.markAbnormal')}
        body={t('adminAssessments.confirm.markAbnormal')}
        confirmLabel={t('adminAssessments.steps.markAbnormal')}
        schema={markAbnormalBody}
        busy={step.isPending}
        onConfirm={(reason) => step.mutate({ step: 'markAbnormal', body: { reason } }, outcome(t, 'markAbnormal', close))}
        onClose={close}
      />
    </>
  );
}

interface DialogProps {
  assessment: AdminAssessmentDetail;
  step: StepMutation;
  onDone: () => void;
  onClose: () => void;
}

/** The step's outcome, saying "done" in the step's own words. */
const outcome = (t: TFunction, name: StaffAssessmentStep, onDone: () => void, setErrors?: (errors: Record<string, string>) => void) =>
  stepOutcome(t, t(`adminAssessments.done.${name}`), onDone, setErrors);

function CompleteInfoDialog({ assessment, step, onDone, onClose }: DialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { childInfo: { grade: '', school: '', background: '', strengths: '', support: '', ...(assessment.childInfo ?? {}) }, note: '' },
    validate: (values) => validateWithSchema(completeInfoBody, values, t),
  });
  return (
    <StepDialog
      opened
      size="lg"
      title={t('adminAssessments.steps.completeInfo')}
      body={t('adminAssessments.confirm.completeInfo', { name: assessment.childName })}
      confirmLabel={t('adminAssessments.steps.completeInfo')}
      busy={step.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit(
        (values) => step.mutate({ step: 'completeInfo', body: values }, outcome(t, 'completeInfo', onDone, form.setErrors)),
        () => focusFirstInvalidField(),
      )}
    >
      <TextInput label={t('adminAssessments.childInfo.grade')} required data-autofocus {...form.getInputProps('childInfo.grade')} />
      <TextInput label={t('adminAssessments.childInfo.school')} {...form.getInputProps('childInfo.school')} />
      <Textarea label={t('adminAssessments.childInfo.background')} autosize minRows={2} maxLength={AssessmentLimit.childInfoText} {...form.getInputProps('childInfo.background')} />
      <Textarea label={t('adminAssessments.childInfo.strengths')} autosize minRows={2} maxLength={AssessmentLimit.childInfoText} {...form.getInputProps('childInfo.strengths')} />
      <Textarea label={t('adminAssessments.childInfo.support')} autosize minRows={2} maxLength={AssessmentLimit.childInfoText} {...form.getInputProps('childInfo.support')} />
      <StepNoteField form={form} />
    </StepDialog>
  );
}

function ScheduleDialog({ assessment, step, onDone, onClose }: DialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: {
      scheduledAt: localInputValueOf(assessment.scheduledAt ?? assessment.preferredSlots[0] ?? null),
      assessor: assessment.assessor,
      meetingUrl: assessment.meetingUrl,
      note: '',
    },
    validate: (values) => validateWithSchema(scheduleAssessmentBody, { ...values, scheduledAt: instantOfLocalInput(values.scheduledAt) }, t),
  });
  return (
    <StepDialog
      opened
      title={t('adminAssessments.steps.schedule')}
      body={t('adminAssessments.confirm.schedule')}
      confirmLabel={t('adminAssessments.steps.schedule')}
      busy={step.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit(
        (values) => step.mutate({ step: 'schedule', body: { ...values, scheduledAt: instantOfLocalInput(values.scheduledAt) } }, outcome(t, 'schedule', onDone, form.setErrors)),
        () => focusFirstInvalidField(),
      )}
    >
      <TextInput
        type="datetime-local"
        label={t('adminAssessments.schedule.time')}
        description={t('adminAssessments.schedule.timeHint', { zone: zoneName(viewerZone()) })}
        required
        data-autofocus
        {...form.getInputProps('scheduledAt')}
      />
      <TextInput label={t('adminAssessments.schedule.assessor')} required maxLength={AssessmentLimit.assessor} {...form.getInputProps('assessor')} />
      <TextInput type="url" label={t('adminAssessments.schedule.meetingUrl')} placeholder="https://" required {...form.getInputProps('meetingUrl')} />
      <StepNoteField form={form} />
    </StepDialog>
  );
}

function UploadReportDialog({ assessment, step, onDone, onClose }: DialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [uploading, setUploading] = useState(false);
  const form = useForm<{ file: File | null; note: string }>({
    initialValues: { file: null, note: '' },
    validate: { file: (file) => (file ? null : t('adminAssessments.report.fileRequired')) },
  });
  const submit = async (values: { file: File | null; note: string }) => {
    setUploading(true);
    try {
      const stored = await uploadDocument(values.file!, language);
      step.mutate({ step: 'uploadReport', body: { fileKey: stored.key, note: values.note } }, outcome(t, 'uploadReport', onDone, form.setErrors));
    } catch (error) {
      form.setFieldError('file', errorMessageOf(error, t));
    } finally {
      setUploading(false);
    }
  };
  return (
    <StepDialog
      opened
      title={t('adminAssessments.steps.uploadReport')}
      body={t(assessment.report ? 'adminAssessments.confirm.replaceReport' : 'adminAssessments.confirm.uploadReport')}
      confirmLabel={t('adminAssessments.steps.uploadReport')}
      busy={uploading || step.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => void submit(values), () => focusFirstInvalidField())}
    >
      <FileInput
        label={t('adminAssessments.report.file')}
        description={t('adminAssessments.report.fileHint')}
        placeholder={t('adminAssessments.report.choose')}
        accept={DOCUMENT_TYPES}
        required
        clearable
        clearButtonProps={{ 'aria-label': t('adminAssessments.report.removeFile') }}
        data-autofocus
        data-testid="report-file"
        {...form.getInputProps('file')}
      />
      <StepNoteField form={form} />
    </StepDialog>
  );
}

function NoteDialog({ assessment, step, onDone, onClose, name }: DialogProps & { name: 'sendReport' }) {
  const { t } = useTranslation();
  return (
    <NoteStepDialog
      color="teal"
      title={t(`adminAssessments.steps.${name}`)}
      body={t(`adminAssessments.confirm.${name}`, { name: assessment.childName })}
      busy={step.isPending}
      onClose={onClose}
      onSubmit={(values, setErrors) => step.mutate({ step: name, body: values }, outcome(t, name, onDone, setErrors))}
    />
  );
}

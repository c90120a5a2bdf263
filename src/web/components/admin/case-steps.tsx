import { Button, Group, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AssessmentLimit } from '../../../shared/api/assessments.ts';
import { useTranslation, type TFunction } from '../../i18n/translator.tsx';
import { errorMessageOf, serverFieldErrors } from '../../lib/form-feedback.ts';
import { notifications } from '../../lib/toast.ts';
import { StepDialog } from './step-dialog.tsx';

/**
 * The buttons of the steps a case's pipeline allows from where it stands. A step that ends the
 * case badly (mark abnormal, close) is outlined in red; the one that finishes it well can be tinted.
 */
export function CaseStepButtons<Step extends string>(props: {
  steps: readonly Step[];
  labelOf: (step: Step) => string;
  /** The step that ends the case badly, if any. */
  ending?: Step;
  colors?: Partial<Record<Step, string>>;
  onChoose: (step: Step) => void;
}) {
  return (
    <Group gap="sm">
      {props.steps.map((step) => (
        <Button
          key={step}
          color={step === props.ending ? 'red' : props.colors?.[step]}
          variant={step === props.ending ? 'outline' : 'filled'}
          onClick={() => props.onChoose(step)}
          data-testid={`step-${step}`}
        >
          {props.labelOf(step)}
        </Button>
      ))}
    </Group>
  );
}

/**
 * What a step's dialog does with the server's answer: close and say it is done, or put the
 * server's field errors on the form's fields, else say what went wrong.
 */
export function stepOutcome(t: TFunction, doneMessage: string, onDone: () => void, setErrors?: (errors: Record<string, string>) => void) {
  return {
    onSuccess: () => {
      onDone();
      notifications.show({ color: 'teal', message: doneMessage });
    },
    onError: (error: unknown) => {
      const fields = serverFieldErrors(error);
      if (setErrors && Object.keys(fields).length > 0) setErrors(fields);
      else notifications.show({ color: 'red', message: errorMessageOf(error, t) });
    },
  };
}

/** A step's note, kept on the case's timeline, which the family reads. */
export function StepNoteField({ form }: { form: { getInputProps: (path: 'note') => object } }) {
  const { t } = useTranslation();
  return <Textarea label={t('adminShell.case.note')} description={t('adminShell.case.noteHint')} autosize minRows={2} maxLength={AssessmentLimit.note} {...form.getInputProps('note')} />;
}

/** A step that takes only a note for the timeline (send the report, record a talk). */
export function NoteStepDialog(props: {
  title: string;
  body: string;
  color?: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: { note: string }, setErrors: (errors: Record<string, string>) => void) => void;
}) {
  const form = useForm({ initialValues: { note: '' } });
  return (
    <StepDialog
      opened
      color={props.color}
      title={props.title}
      body={props.body}
      confirmLabel={props.title}
      busy={props.busy}
      onClose={props.onClose}
      onSubmit={form.onSubmit((values) => props.onSubmit(values, form.setErrors))}
    >
      <StepNoteField form={form} />
    </StepDialog>
  );
}

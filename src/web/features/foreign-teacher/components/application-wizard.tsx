import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/translator.tsx';
import { errorMessageOf, focusFirstInvalidField, type FieldErrors } from '../../../lib/form-feedback.ts';
import { useRegisterForeignTeacher } from '../api/register-foreign.ts';
import { clearApplicationDraft, saveApplicationDraft, type ApplicationDraft } from '../application-draft.ts';
import {
  emptyApplication,
  firstStepWithError,
  registerForeignBodyOf,
  serverErrorsOf,
  stepErrors,
  WIZARD_STEPS,
  type ApplicationValues,
} from '../application-values.ts';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { AnswersSummary } from './answers-summary.tsx';
import { AccountStep } from './steps/account-step.tsx';
import { AvailabilityStep } from './steps/availability-step.tsx';
import { DocumentsStep } from './steps/documents-step.tsx';
import { EducationStep } from './steps/education-step.tsx';
import { ExperienceStep } from './steps/experience-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import type { ApplicationForm } from './steps/step-form.ts';
import { TeachingStep } from './steps/teaching-step.tsx';
import classes from './application-wizard.module.css';
import { PolicyAgreement } from '../../../components/policy-agreement.tsx';

const REVIEW = WIZARD_STEPS.length - 1;

/**
 * /register/foreign (issue 3): eight steps with progress, back and next, each step checked before
 * the next, and a draft in this browser that survives a reload (never the passwords).
 */
export function ApplicationWizard(props: {
  draft: ApplicationDraft;
  onSubmitted: (account: { username: string; password: string }) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ApplicationValues>({ initialValues: props.draft.values });
  const [active, setActive] = useState(props.draft.step);
  const [furthest, setFurthest] = useState(props.draft.furthest);
  const [restored, setRestored] = useState(props.draft.restored);
  const [formError, setFormError] = useState<string | null>(null);
  const submitted = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const register = useRegisterForeignTeacher();

  useEffect(() => {
    if (!submitted.current) saveApplicationDraft(form.values, active, furthest);
  }, [form.values, active, furthest]);

  useEffect(() => {
    // After Next or Back, the new step's heading takes the focus (not on the first render).
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const goTo = (index: number) => {
    moved.current = true;
    setFormError(null);
    setActive(index);
  };

  const currentStepIsValid = () => {
    const errors = stepErrors(WIZARD_STEPS[active], form.values, t);
    if (Object.keys(errors).length === 0) return true;
    form.setErrors(errors);
    focusFirstInvalidField();
    return false;
  };

  const next = () => {
    if (!currentStepIsValid()) return;
    setFurthest((reached) => Math.max(reached, active + 1));
    goTo(active + 1);
  };

  const selectStep = (index: number) => {
    if (index === active || index > furthest) return;
    if (index > active && !currentStepIsValid()) return;
    goTo(index);
  };

  const showErrors = (errors: FieldErrors) => {
    form.setErrors(errors);
    const step = firstStepWithError(errors);
    if (step) goTo(WIZARD_STEPS.indexOf(step));
  };

  const submit = () => {
    const errors = Object.assign({}, ...WIZARD_STEPS.map((step) => stepErrors(step, form.values, t))) as FieldErrors;
    if (Object.keys(errors).length) {
      showErrors(errors);
      return;
    }
    setFormError(null);
    register.mutate(registerForeignBodyOf(form.values), {
      onSuccess: () => {
        submitted.current = true;
        clearApplicationDraft();
        props.onSubmitted({ username: form.values.account.username, password: form.values.account.password });
      },
      onError: (error) => {
        const fieldErrors = serverErrorsOf(error);
        if (Object.keys(fieldErrors).length) showErrors(fieldErrors);
        else setFormError(errorMessageOf(error, t));
      },
    });
  };

  const startOver = () => {
    clearApplicationDraft();
    form.setValues(emptyApplication(browserTimeZone()));
    form.clearErrors();
    setRestored(false);
    setFurthest(0);
    goTo(0);
  };

  const step = WIZARD_STEPS[active];
  return (
    <Paper withBorder radius="lg" shadow="md" className={classes.card}>
      <div className={classes.intro}>
        <Title order={1} className={classes.title}>
          {t('teacher.wizard.title')}
        </Title>
        <Text c="dimmed" mt={6}>
          {t('teacher.wizard.subtitle')}
        </Text>
      </div>
      <div className={classes.layout}>
        <nav className={classes.steps} aria-label={t('teacher.wizard.stepsLabel')}>
          <Stepper active={active} onStepClick={selectStep} orientation="vertical" size="sm" iconSize={32}>
            {WIZARD_STEPS.map((key, index) => (
              <Stepper.Step
                key={key}
                label={t(`teacher.steps.${key}`)}
                allowStepSelect={index <= furthest}
                aria-current={index === active ? 'step' : undefined}
              />
            ))}
          </Stepper>
        </nav>
        <div className={classes.content}>
          <div className={classes.compactProgress}>
            <Text size="sm" fw={600} c="navy.9">
              {t('teacher.wizard.progress', { current: active + 1, total: WIZARD_STEPS.length })}
            </Text>
            <Progress
              value={((active + 1) / WIZARD_STEPS.length) * 100}
              size="sm"
              radius="xl"
              mt={6}
              aria-label={t('teacher.wizard.progress', { current: active + 1, total: WIZARD_STEPS.length })}
            />
          </div>
          {restored && (
            <Alert color="navy" variant="light" mb="lg" data-testid="draft-restored">
              <Stack gap={8}>
                <Text size="sm">{t('teacher.wizard.draftRestored')}</Text>
                <Group gap="xs">
                  <Button size="compact-sm" variant="default" onClick={() => setRestored(false)}>
                    {t('teacher.wizard.keepDraft')}
                  </Button>
                  <Button size="compact-sm" variant="white" color="red" c="red.9" onClick={startOver}>
                    {t('teacher.wizard.startOver')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1} className={classes.stepTitle} data-testid="step-title">
            {t(`teacher.steps.${step}`)}
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {t(`teacher.stepIntro.${step}`)}
          </Text>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (active === REVIEW) submit();
              else next();
            }}
          >
            <StepFields step={step} form={form} onEdit={(key) => goTo(WIZARD_STEPS.indexOf(key))} />
            {active === REVIEW && (
              <Box mt="lg">
                <PolicyAgreement sentenceKey="auth.register.agreementSend" align="start" />
              </Box>
            )}
            {formError && (
              <Alert color="red" variant="light" role="alert" mt="lg">
                {formError}
              </Alert>
            )}
            <Group justify="space-between" mt="xl" className={classes.actions}>
              <Button variant="default" radius="xl" onClick={() => goTo(active - 1)} disabled={active === 0}>
                {t('teacher.wizard.back')}
              </Button>
              <Button type="submit" radius="xl" loading={register.isPending}>
                {active === REVIEW ? t('teacher.wizard.submit') : t('teacher.wizard.next')}
              </Button>
            </Group>
          </form>
        </div>
      </div>
    </Paper>
  );
}

function StepFields(props: {
  step: (typeof WIZARD_STEPS)[number];
  form: ApplicationForm;
  onEdit: (step: (typeof WIZARD_STEPS)[number]) => void;
}) {
  const { form } = props;
  switch (props.step) {
    case 'account':
      return <AccountStep form={form} />;
    case 'profile':
      return <PersonalStep form={form} />;
    case 'education':
      return <EducationStep form={form} />;
    case 'experience':
      return <ExperienceStep form={form} />;
    case 'teaching':
      return <TeachingStep form={form} />;
    case 'availability':
      return <AvailabilityStep form={form} />;
    case 'documents':
      return <DocumentsStep form={form} purpose="application" />;
    case 'review':
      return <AnswersSummary values={form.values} account={form.values.account} onEdit={props.onEdit} />;
  }
}

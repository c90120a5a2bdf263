import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ProductDetailDto } from '../../../../shared/api/public-content.ts';
import { errorMessageOf, focusFirstInvalidField, isApiError, type FieldErrors } from '../../../lib/form-feedback.ts';
import { useCreateOrder } from '../api/create-order.ts';
import {
  APPLY_STEPS,
  applyStepErrors,
  attemptFor,
  createOrderBodyOf,
  emptyApplyValues,
  type ApplyStep,
  type ApplyValues,
  type OrderAttempt,
} from '../apply-values.ts';
import { orderPayHref } from '../links.ts';
import { newIdempotencyKey } from '../purchase-rules.ts';
import { ChildStep } from './child-step.tsx';
import { QuestionsStep } from './questions-step.tsx';
import { ReviewStep } from './review-step.tsx';
import classes from './purchase.module.css';

const REVIEW = APPLY_STEPS.length - 1;

/** After a refused step, the keyboard goes to the first field in error, or the first card of a group in error. */
function focusFirstProblem() {
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"] [role="radio"], [data-invalid="true"] [role="checkbox"]:not(:disabled)',
    );
    if (target) target.focus();
    else focusFirstInvalidField();
  });
}
/** A seat that went, enrolment that closed, or a hold limit (D22). */
const CONFLICT = 409;


/**
 * The application: child, questions, review and confirm. Each step is checked before the next;
 * Confirm creates the order with one `Idempotency-Key` per attempt, so a double click or a retry
 * after a timeout can never take two seats.
 */
export function ApplyWizard(props: { product: ProductDetailDto; onConflict: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<ApplyValues>({ initialValues: emptyApplyValues() });
  const [active, setActive] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  // A ref, not state: a second click in the same frame must already see the first click's key.
  const attempt = useRef<OrderAttempt | null>(null);
  const createOrder = useCreateOrder();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // After Back or Next, the new step's heading takes the focus (not on the first render).
    if (!moved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const goTo = (index: number) => {
    moved.current = true;
    setFormError(null);
    setActive(index);
  };

  const errorsOf = (step: ApplyStep) => applyStepErrors(step, form.values, t, props.product.grades);

  const check = (step: ApplyStep) => {
    const errors: FieldErrors = errorsOf(step);
    if (Object.keys(errors).length === 0) return true;
    form.setErrors(errors);
    focusFirstProblem();
    return false;
  };

  const next = () => {
    if (!check(APPLY_STEPS[active])) return;
    setFurthest((reached) => Math.max(reached, active + 1));
    goTo(active + 1);
  };

  const selectStep = (index: number) => {
    if (index === active || index > furthest) return;
    if (index > active && !check(APPLY_STEPS[active])) return;
    goTo(index);
  };

  const confirm = () => {
    const failing = APPLY_STEPS.find((step) => Object.keys(errorsOf(step)).length > 0);
    if (failing) {
      if (failing !== 'review') goTo(APPLY_STEPS.indexOf(failing));
      check(failing);
      return;
    }
    const body = createOrderBodyOf(props.product.id, form.values);
    const current = attemptFor(attempt.current, body, newIdempotencyKey);
    attempt.current = current;
    setFormError(null);
    createOrder.mutate(
      { body, idempotencyKey: current.key },
      {
        onSuccess: (order) => void navigate(orderPayHref(order.id)),
        onError: async (error) => {
          // The last seat went (D8) or the first class began (D21) meanwhile: the page turns to
          // its closed state. Any other refusal is said as the server says it.
          if (isApiError(error, CONFLICT)) {
            attempt.current = null;
            if (await props.onConflict()) return;
          }
          setFormError(errorMessageOf(error, t));
        },
      },
    );
  };

  const step = APPLY_STEPS[active];
  const progress = t('purchase.wizard.progress', { current: active + 1, total: APPLY_STEPS.length });
  return (
    <Paper withBorder radius="lg" className={classes.wizard}>
      <nav className={classes.stepper} aria-label={t('purchase.wizard.stepsLabel')}>
        <Stepper active={active} onStepClick={selectStep} size="sm" iconSize={32}>
          {APPLY_STEPS.map((key, index) => (
            <Stepper.Step
              key={key}
              label={t(`purchase.steps.${key}`)}
              allowStepSelect={index <= furthest}
              aria-current={index === active ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </nav>
      <div className={classes.compactProgress} data-testid="compact-progress">
        <Text size="sm" fw={600} c="navy.9">
          {progress}
        </Text>
        <Progress value={((active + 1) / APPLY_STEPS.length) * 100} size="sm" radius="xl" mt={6} aria-label={progress} />
      </div>
      <div className={classes.stepBody}>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} className={classes.stepTitle} data-testid="step-title">
          {t(`purchase.steps.${step}`)}
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          {t(`purchase.stepIntro.${step}`)}
        </Text>
        {step === 'child' && (
          <ChildStep
            product={props.product}
            value={form.values.childId}
            error={form.errors.childId}
            onChange={(childId, grade) => {
              form.setValues({ childId, childGrade: grade, gradeConfirmed: false });
              form.clearFieldError('childId');
              form.clearFieldError('gradeConfirmed');
            }}
            gradeConfirmed={form.values.gradeConfirmed}
            gradeError={form.errors.gradeConfirmed}
            onGradeConfirmedChange={(confirmed) => {
              form.setFieldValue('gradeConfirmed', confirmed);
              form.clearFieldError('gradeConfirmed');
            }}
          />
        )}
        {step === 'questions' && (
          <QuestionsStep
            processes={form.values.processes}
            outcomes={form.values.outcomes}
            errors={{ processes: form.errors.processes, outcomes: form.errors.outcomes }}
            onProcessesChange={(value) => {
              form.setFieldValue('processes', value);
              form.clearFieldError('processes');
            }}
            onOutcomesChange={(value) => {
              form.setFieldValue('outcomes', value);
              form.clearFieldError('outcomes');
            }}
          />
        )}
        {step === 'review' && (
          <ReviewStep
            product={props.product}
            values={form.values}
            acceptError={form.errors.accepted}
            onAcceptChange={(accepted) => {
              form.setFieldValue('accepted', accepted);
              form.clearFieldError('accepted');
            }}
            onEdit={(target) => goTo(APPLY_STEPS.indexOf(target))}
          />
        )}
        {formError && (
          <Alert color="red" variant="light" role="alert" mt="lg" data-testid="apply-error">
            {formError}
          </Alert>
        )}
        <Group justify="space-between" mt="xl" className={classes.actions}>
          <Button variant="default" radius="xl" onClick={() => goTo(active - 1)} disabled={active === 0 || createOrder.isPending}>
            {t('purchase.wizard.back')}
          </Button>
          {active === REVIEW ? (
            <Button radius="xl" onClick={confirm} loading={createOrder.isPending} data-testid="confirm-order">
              {t('purchase.wizard.confirm')}
            </Button>
          ) : (
            <Button radius="xl" onClick={next}>
              {t('purchase.wizard.next')}
            </Button>
          )}
        </Group>
      </div>
    </Paper>
  );
}

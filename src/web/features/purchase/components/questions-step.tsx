import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ApplicationAnswerLimit, LEARNING_OUTCOMES, LEARNING_PROCESSES } from '../../../../shared/api/orders.ts';
import type { LearningOutcome, LearningProcess } from '../apply-values.ts';
import classes from './purchase.module.css';

/** Step 2 (spec §5): 2-3 learning processes and 1-2 outcomes; a full group takes no more. */
export function QuestionsStep(props: {
  processes: LearningProcess[];
  outcomes: LearningOutcome[];
  errors: { processes?: React.ReactNode; outcomes?: React.ReactNode };
  onProcessesChange: (value: LearningProcess[]) => void;
  onOutcomesChange: (value: LearningOutcome[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <ChoiceGroup
        group="processes"
        options={LEARNING_PROCESSES}
        limit={ApplicationAnswerLimit.processes}
        value={props.processes}
        error={props.errors.processes}
        onChange={props.onProcessesChange}
        label={t('purchase.questions.processesLabel')}
        describe={(count) =>
          t('purchase.questions.processesHint', { min: ApplicationAnswerLimit.processes.min, max: ApplicationAnswerLimit.processes.max, count })
        }
      />
      <ChoiceGroup
        group="outcomes"
        options={LEARNING_OUTCOMES}
        limit={ApplicationAnswerLimit.outcomes}
        value={props.outcomes}
        error={props.errors.outcomes}
        onChange={props.onOutcomesChange}
        label={t('purchase.questions.outcomesLabel')}
        describe={(count) =>
          t('purchase.questions.outcomesHint', { min: ApplicationAnswerLimit.outcomes.min, max: ApplicationAnswerLimit.outcomes.max, count })
        }
      />
    </Stack>
  );
}

function ChoiceGroup<Value extends string>(props: {
  group: 'processes' | 'outcomes';
  options: readonly Value[];
  limit: { min: number; max: number };
  value: Value[];
  error?: React.ReactNode;
  label: string;
  describe: (count: number) => string;
  onChange: (value: Value[]) => void;
}) {
  const { t } = useTranslation();
  const full = props.value.length >= props.limit.max;
  return (
    <Checkbox.Group
      label={props.label}
      description={props.describe(props.value.length)}
      required
      error={props.error}
      value={props.value}
      onChange={(value) => props.onChange(value as Value[])}
      data-testid={`${props.group}-choices`}
      data-invalid={props.error ? 'true' : undefined}
    >
      <div className={classes.optionGrid}>
        {props.options.map((option) => {
          const checked = props.value.includes(option);
          return (
            <Checkbox.Card
              key={option}
              value={option}
              radius="md"
              className={classes.choiceCard}
              disabled={full && !checked}
              aria-labelledby={`${props.group}-${option}-label`}
              aria-describedby={`${props.group}-${option}-hint`}
            >
              <div className={classes.optionRow}>
                <Checkbox.Indicator disabled={full && !checked} />
                <div className={classes.choiceText}>
                  <Text fw={600} size="sm" id={`${props.group}-${option}-label`}>
                    {t(`purchase.${props.group}.${option}.label`)}
                  </Text>
                  <Text size="sm" c="dimmed" id={`${props.group}-${option}-hint`}>
                    {t(`purchase.${props.group}.${option}.description`)}
                  </Text>
                </div>
              </div>
            </Checkbox.Card>
          );
        })}
      </div>
    </Checkbox.Group>
  );
}

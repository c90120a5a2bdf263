import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Button, Checkbox, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ChildLimit, type ChildDto } from '../../../../shared/api/accounts.ts';
import type { ProductDetailDto } from '../../../../shared/api/public-content.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { gradesLabelOf } from '../../../lib/grades-label.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { childrenQueryOptions } from '../api/get-children.ts';
import { gradeOutsideCourse } from '../apply-values.ts';
import { InlineChildForm } from './inline-child-form.tsx';
import classes from './purchase.module.css';

/**
 * Step 1: one child per application (spec §5), picked from the family's or added here. A child
 * whose grade the course is not for is named with the course's grades, and the parent confirms
 * explicitly before going on.
 */
export function ChildStep(props: {
  product: ProductDetailDto;
  value: string | null;
  error?: React.ReactNode;
  onChange: (childId: string, grade: string) => void;
  gradeConfirmed: boolean;
  gradeError?: React.ReactNode;
  onGradeConfirmedChange: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const children = useQuery(childrenQueryOptions(language));
  const [adding, setAdding] = useState(false);
  // A child added here is chosen, and its card takes the keyboard focus once it is in the list.
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const choices = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justAdded === null || props.value !== justAdded) return;
    const card = choices.current?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]');
    if (!card) return;
    card.focus();
    setJustAdded(null);
  }, [justAdded, props.value, children.data]);

  if (children.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  }
  if (children.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessageOf(children.error, t)}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void children.refetch()}>
            {t('purchase.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const list = children.data;
  const chosen = list.find((child) => String(child.id) === props.value);
  const gradeWarning =
    chosen && gradeOutsideCourse(props.product.grades, chosen.grade) ? (
      <GradeWarning
        child={chosen}
        courseGrades={gradesLabelOf(props.product, t)}
        confirmed={props.gradeConfirmed}
        error={props.gradeError}
        onConfirmedChange={props.onGradeConfirmedChange}
      />
    ) : null;
  const added = (child: ChildDto) => {
    setAdding(false);
    props.onChange(String(child.id), child.grade);
    setJustAdded(String(child.id));
    notifications.show({ color: 'teal', message: t('purchase.child.added', { name: child.name }) });
  };

  if (list.length === 0) {
    return (
      <Stack gap="md">
        <Text>{t('purchase.child.none')}</Text>
        {props.error && (
          <Text size="sm" c="red.9" role="alert">
            {props.error}
          </Text>
        )}
        <InlineChildForm onAdded={added} />
      </Stack>
    );
  }


  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('purchase.child.pickLabel')}
        description={t('purchase.child.pickHint')}
        required
        value={props.value}
        onChange={(childId) => props.onChange(childId, list.find((child) => String(child.id) === childId)?.grade ?? '')}
        error={props.error}
        data-invalid={props.error ? 'true' : undefined}
      >
        <div className={classes.choiceList} data-testid="child-choices" ref={choices}>
          {list.map((child) => (
            <Radio.Card key={child.id} value={String(child.id)} radius="md" className={classes.choiceCard}>
              <Group wrap="nowrap" align="center" gap="md">
                <Radio.Indicator />
                <Avatar name={child.name} color="navy" radius="xl" alt="" />
                <div className={classes.choiceText}>
                  <Text fw={600}>{child.name}</Text>
                  <Text size="sm" c="dimmed">
                    {child.gradeName}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      {gradeWarning}
      {adding ? (
        <InlineChildForm onAdded={added} onCancel={() => setAdding(false)} />
      ) : (
        list.length < ChildLimit.perParent && (
          <Button variant="light" radius="xl" onClick={() => setAdding(true)} className={classes.addChild}>
            {t('purchase.child.addAnother')}
          </Button>
        )
      )}
    </Stack>
  );
}

function GradeWarning(props: {
  child: ChildDto;
  courseGrades: string;
  confirmed: boolean;
  error?: React.ReactNode;
  onConfirmedChange: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      title={t('purchase.child.gradeWarningTitle')}
      classNames={{ title: classes.warningTitle }}
      data-testid="grade-warning"
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('purchase.child.gradeWarning', { name: props.child.name, grade: props.child.gradeName, grades: props.courseGrades })}
        </Text>
        <Checkbox
          checked={props.confirmed}
          onChange={(event) => props.onConfirmedChange(event.currentTarget.checked)}
          label={t('purchase.child.gradeConfirm', { name: props.child.name })}
          error={props.error}
          aria-invalid={props.error ? true : undefined}
        />
      </Stack>
    </Alert>
  );
}

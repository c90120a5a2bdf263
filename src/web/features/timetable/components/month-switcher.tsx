import { ActionIcon, Input } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui-icons.tsx';
import { addMonths, compareMonths, monthKey, yearMonthOf, type YearMonth } from '../month-grid.ts';
import classes from './month-switcher.module.css';

/**
 * Previous / next month, and a month picker in which the months outside the timetable's dates
 * are disabled (§2).
 */
export function MonthSwitcher(props: {
  value: YearMonth;
  range: { first: YearMonth; last: YearMonth };
  onChange: (value: YearMonth) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const { value, range, onChange } = props;
  const atFirst = compareMonths(value, range.first) <= 0;
  const atLast = compareMonths(value, range.last) >= 0;
  return (
    <div className={classes.switcher}>
      <Input.Label htmlFor={inputId} size="md">
        {t('timetable.month')}
      </Input.Label>
      <div className={classes.row}>
        <ActionIcon
          variant="default"
          size={42}
          radius="md"
          disabled={atFirst}
          onClick={() => onChange(addMonths(value, -1))}
          aria-label={t('timetable.previousMonth')}
        >
          <ChevronLeftIcon size={18} />
        </ActionIcon>
        <MonthPickerInput
          id={inputId}
          className={classes.picker}
          size="md"
          radius="md"
          value={monthKey(value)}
          minDate={monthKey(range.first)}
          maxDate={monthKey(range.last)}
          valueFormat="MMMM YYYY"
          onChange={(picked) => {
            const month = picked ? yearMonthOf(picked) : null;
            if (month) onChange(month);
          }}
          ariaLabels={{
            previousYear: t('timetable.previousYear'),
            nextYear: t('timetable.nextYear'),
            previousDecade: t('timetable.previousDecade'),
            nextDecade: t('timetable.nextDecade'),
            yearLevelControl: t('timetable.chooseYear'),
          }}
          popoverProps={{ shadow: 'md' }}
        />
        <ActionIcon
          variant="default"
          size={42}
          radius="md"
          disabled={atLast}
          onClick={() => onChange(addMonths(value, 1))}
          aria-label={t('timetable.nextMonth')}
        >
          <ChevronRightIcon size={18} />
        </ActionIcon>
      </div>
    </div>
  );
}

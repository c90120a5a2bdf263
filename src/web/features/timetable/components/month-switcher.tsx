import { ActionIcon, Button, Input, Popover } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import { Calendar } from '../../../components/calendar/calendar.tsx';
import { addMonths, compareMonths, type YearMonth } from '../../../components/calendar/month-grid.ts';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui-icons.tsx';
import { formatMonth } from '../academy-time.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import classes from './month-switcher.module.css';

/**
 * Previous / next month, and the calendar widget's month picker (with its 12-year picker), in
 * which the months outside the timetable's dates are disabled (§2).
 */
export function MonthSwitcher(props: {
  value: YearMonth;
  range: { first: YearMonth; last: YearMonth };
  onChange: (value: YearMonth) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [opened, setOpened] = useState(false);
  const locale = localeOf(useLanguage());
  const { value, range, onChange } = props;
  const atFirst = compareMonths(value, range.first) <= 0;
  const atLast = compareMonths(value, range.last) >= 0;
  return (
    <div className={classes.switcher}>
      <Input.Label id={labelId} size="md" component="span">
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
        <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" radius="md" trapFocus returnFocus>
          <Popover.Target>
            <Button
              variant="default"
              size="md"
              radius="md"
              className={classes.picker}
              justify="space-between"
              rightSection={<ChevronDownIcon size={16} />}
              onClick={() => setOpened((open) => !open)}
              aria-labelledby={`${labelId} ${labelId}-value`}
              aria-expanded={opened}
              data-testid="month-switcher"
            >
              <span id={`${labelId}-value`}>{formatMonth(value.year, value.month, locale)}</span>
            </Button>
          </Popover.Target>
          <Popover.Dropdown w={300}>
            <Calendar
              label={t('timetable.month')}
              month={value}
              range={range}
              level="month"
              minLevel="month"
              onMonthChange={(month) => {
                onChange(month);
                setOpened(false);
              }}
            />
          </Popover.Dropdown>
        </Popover>
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

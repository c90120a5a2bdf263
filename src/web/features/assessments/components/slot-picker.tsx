import '@mantine/dates/styles.css';
import '@mantine/core/styles/Fieldset.css';
import 'dayjs/locale/zh-cn';
import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { FIRST_DAY_OF_WEEK } from '../../../../shared/time-labels.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { slotTimesOn, type SlotChoice } from '../booking-values.ts';
import classes from './assessments.module.css';

const CALENDAR_LABELS = ['previousMonth', 'nextMonth', 'monthLevelControl', 'yearLevelControl', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade'] as const;

/**
 * The three preferred slots: a day (today to 21 days ahead, in the parent's zone) and a time for
 * each. The one place that knows how a slot is picked, so that the shared calendar can replace
 * Mantine's date input here alone.
 */
export function SlotPicker(props: {
  slots: SlotChoice[];
  window: { first: string; last: string };
  /** The parent's zone and the present: a time that has passed is never offered. */
  timeZone: string;
  now: Date;
  errors: (React.ReactNode | undefined)[];
  onChange: (index: number, slot: SlotChoice) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendarLabels = Object.fromEntries(CALENDAR_LABELS.map((key) => [key, t(`assessments.calendar.${key}`)]));
  return (
    <DatesProvider settings={{ locale: language === 'cn' ? 'zh-cn' : 'en', firstDayOfWeek: FIRST_DAY_OF_WEEK }}>
      <div className={classes.slots}>
        {props.slots.map((slot, index) => (
          <Fieldset
            key={index}
            legend={t('assessments.book.slot', { number: index + 1 })}
            variant="unstyled"
            className={classes.slot}
            data-testid={`slot-${index}`}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <DatePickerInput
                label={t('assessments.book.date')}
                placeholder={t('assessments.book.datePlaceholder')}
                required
                minDate={props.window.first}
                maxDate={props.window.last}
                valueFormat={language === 'cn' ? 'YYYY年M月D日 dddd' : 'ddd D MMM YYYY'}
                // The month as the site writes it: 2026年11月, not dayjs's "十一月 2026".
                monthLabelFormat={language === 'cn' ? 'YYYY年M月' : 'MMMM YYYY'}
                value={slot.date}
                error={props.errors[index]}
                onChange={(date) =>
                  props.onChange(index, { date, time: slot.time && slotTimesOn(date, props.timeZone, props.now).includes(slot.time) ? slot.time : null })
                }
                ariaLabels={calendarLabels}
              />
              <Select
                label={t('assessments.book.time')}
                placeholder={t('assessments.book.timePlaceholder')}
                required
                data={slotTimesOn(slot.date, props.timeZone, props.now)}
                value={slot.time}
                allowDeselect={false}
                error={props.errors[index] ? ' ' : undefined}
                onChange={(time) => props.onChange(index, { ...slot, time })}
              />
            </SimpleGrid>
          </Fieldset>
        ))}
      </div>
    </DatesProvider>
  );
}

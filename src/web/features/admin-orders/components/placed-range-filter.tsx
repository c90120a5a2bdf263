import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';

const CALENDAR_LABELS = ['previousMonth', 'nextMonth', 'monthLevelControl', 'yearLevelControl', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade'] as const;

/**
 * The days an order was placed, first and last included (academy days, as the server counts
 * them). A range with one end picked waits for the other before it filters.
 */
export function PlacedRangeFilter(props: { from: string; to: string; onChange: (range: { from: string | null; to: string | null }) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendarLabels = Object.fromEntries(CALENDAR_LABELS.map((key) => [key, t(`adminOrders.placed.calendar.${key}`)]));
  return (
    // Weeks start on Sunday everywhere (D33).
    <DatesProvider settings={{ locale: language === 'cn' ? 'zh-cn' : 'en', firstDayOfWeek: 0 }}>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        clearable
        label={t('adminOrders.placed.label')}
        placeholder={t('adminOrders.placed.placeholder')}
        valueFormat={language === 'cn' ? 'YYYY年M月D日' : 'D MMM YYYY'}
        value={[props.from || null, props.to || null]}
        onChange={([from, to]) => {
          if (from && !to) return;
          props.onChange({ from: from ?? null, to: to ?? null });
        }}
        ariaLabels={calendarLabels}
        w={{ base: '100%', xs: 280 }}
      />
    </DatesProvider>
  );
}

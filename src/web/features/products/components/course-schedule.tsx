import { SiteTitle } from '../../../components/site-controls.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ScheduleSummary } from '../../../../shared/api/public-content.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../../../shared/limits.ts';
import { formatClassInstant } from '../format.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import classes from './course-schedule.module.css';

/** The course's own classes (D20): how many, the first and last, and the next with their teacher, in the academy's time zone (D17). */
export function CourseSchedule({ schedule, headingId }: { schedule: ScheduleSummary; headingId: string }) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const when = (instant: string) => formatClassInstant(instant, locale, ACADEMY_TIME_ZONE_DEFAULT);
  return (
    <aside className={classes.panel} aria-labelledby={headingId}>
      <SiteTitle order={2} id={headingId} className={classes.heading}>
        {t('products.schedule.heading')}
      </SiteTitle>
      {schedule.timetableName && <p className={classes.timetable}>{schedule.timetableName}</p>}
      <dl className={classes.facts}>
        <div>
          <dt>{t('products.schedule.sessions')}</dt>
          <dd>{t('products.schedule.sessionCount', { count: schedule.sessionCount })}</dd>
        </div>
        {schedule.firstClassDate && (
          <div>
            <dt>{t('products.schedule.firstClass')}</dt>
            <dd>
              <time dateTime={schedule.firstClassDate}>{when(schedule.firstClassDate)}</time>
            </dd>
          </div>
        )}
        {schedule.lastClassDate && (
          <div>
            <dt>{t('products.schedule.lastClass')}</dt>
            <dd>
              <time dateTime={schedule.lastClassDate}>{when(schedule.lastClassDate)}</time>
            </dd>
          </div>
        )}
      </dl>
      <h3 className={classes.subheading}>{t('products.schedule.upcoming')}</h3>
      {schedule.upcoming.length ? (
        <ul className={classes.upcoming}>
          {schedule.upcoming.map((upcoming) => (
            <li key={upcoming.classDate}>
              <time dateTime={upcoming.classDate}>{when(upcoming.classDate)}</time>
              {upcoming.teacherName && <span className={classes.teacher}>{upcoming.teacherName}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className={classes.none}>{t('products.schedule.noUpcoming')}</p>
      )}
      <p className={classes.note}>{t('products.schedule.timeZoneNote')}</p>
    </aside>
  );
}

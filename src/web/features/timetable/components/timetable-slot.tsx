import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ControlPlaceholder, SiteContainer, SiteLead, SiteTitle } from '../../../components/site-controls.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { inMantineScope } from '../../../lib/in-mantine-scope.ts';
import type { TimetableProps } from '../timetable-props.ts';
import classes from './timetable-slot.module.css';

/**
 * The timetable (with its month picker) is a separate chunk, fetched as the section nears the
 * screen. It is drawn with Mantine's components, so it brings Mantine's provider with it: the
 * page around it is drawn without (ADR 020).
 */
const TimetableSection = lazy(() => inMantineScope(() => import('./timetable-section.tsx')));

const LOAD_AHEAD_MARGIN = '600px 0px';

/**
 * The content page's timetable section (§2). Its heading renders on the server; the calendar
 * itself needs the visitor's screen and clock, so it renders in the browser only.
 */
export function TimetableSlot(props: TimetableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const target = section.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  return (
    <section ref={section} className={classes.band} aria-labelledby={headingId}>
      <SiteContainer>
        <SiteTitle order={2} id={headingId} className={classes.heading}>
          {t('timetable.heading')}
        </SiteTitle>
        <SiteLead>{t('timetable.intro')}</SiteLead>
        {props.timetables.length === 0 ? (
          <div className={classes.empty} role="status">
            <p className={classes.emptyTitle}>{t('timetable.empty.title')}</p>
            <p className={classes.emptyBody}>{t('timetable.empty.body')}</p>
          </div>
        ) : near ? (
          <Suspense fallback={<TimetableSkeleton />}>
            <TimetableSection {...props} />
          </Suspense>
        ) : (
          <TimetableSkeleton />
        )}
      </SiteContainer>
    </section>
  );
}

function TimetableSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label={t('timetable.loading')} role="status">
      <ControlPlaceholder height={40} width={320} />
      <ControlPlaceholder height={56} radius="md" />
      <ControlPlaceholder height={520} radius="md" />
    </div>
  );
}

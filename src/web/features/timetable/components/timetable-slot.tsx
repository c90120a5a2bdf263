import { Container, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { TimetableProps } from '../timetable-props.ts';
import classes from './timetable-slot.module.css';

/** The timetable (with its month picker) is a separate chunk, fetched as the section nears the screen. */
const TimetableSection = lazy(() => import('./timetable-section.tsx'));

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
      <Container size="lg">
        <Title order={2} id={headingId} className={classes.heading}>
          {t('timetable.heading')}
        </Title>
        <Text c="var(--academy-muted)" size="lg" maw={760} mb="xl">
          {t('timetable.intro')}
        </Text>
        {props.timetables.length === 0 ? (
          <div className={classes.empty} role="status">
            <Text fw={700} size="lg">
              {t('timetable.empty.title')}
            </Text>
            <Text c="var(--academy-muted)">{t('timetable.empty.body')}</Text>
          </div>
        ) : near ? (
          <Suspense fallback={<TimetableSkeleton />}>
            <TimetableSection {...props} />
          </Suspense>
        ) : (
          <TimetableSkeleton />
        )}
      </Container>
    </section>
  );
}

function TimetableSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label={t('timetable.loading')} role="status">
      <Skeleton height={40} width={320} radius="xl" />
      <Skeleton height={56} radius="md" />
      <Skeleton height={520} radius="md" />
    </div>
  );
}

import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { TimetableProps } from '../timetable-props.ts';
import { TimetableMonth } from './timetable-month.tsx';
import classes from './timetable-section.module.css';

/**
 * Tabs per timetable; grade and course-system filters stay chosen across tabs, the month does
 * not (each timetable opens on the current month, brought into its own dates).
 */
export default function TimetableSection({ timetables, grades, courseSystems }: TimetableProps) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState(String(timetables[0].id));
  const [gradeCodes, setGradeCodes] = useState<string[]>([]);
  const [courseSystemIds, setCourseSystemIds] = useState<number[]>([]);

  return (
    <>
      <Tabs
        value={activeId}
        onChange={(value) => value && setActiveId(value)}
        keepMounted={false}
        variant="pills"
        radius="xl"
        classNames={{ list: classes.tabList, tab: classes.tab }}
      >
        <Tabs.List aria-label={t('timetable.tabsLabel')}>
          {timetables.map((timetable) => (
            <Tabs.Tab key={timetable.id} value={String(timetable.id)}>
              {timetable.timetableName}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {timetables.map((timetable) => (
          <Tabs.Panel key={timetable.id} value={String(timetable.id)} pt="lg">
            <TimetableMonth
              timetable={timetable}
              grades={grades}
              courseSystems={courseSystems}
              gradeCodes={gradeCodes}
              courseSystemIds={courseSystemIds}
              onGradesChange={setGradeCodes}
              onCourseSystemsChange={setCourseSystemIds}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

import { Stack } from '@mantine/core';
import type { ClassNoteDto } from '../../../../shared/api/teacher-classes.ts';
import { ClassNoteCard } from '../../../components/class-note-card.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormatters } from '../../../lib/format.ts';
import { openPlanClassFile } from '../api/open-class-file.ts';

/** The teacher's notes and homework on a booked class (issue 29), with their files. */
export function ClassNotesList({ notes }: { notes: ClassNoteDto[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  if (notes.length === 0) return null;
  return (
    <Stack gap={8} mt={8} aria-label={t('plan.notes.label')} role="group" data-testid="plan-class-notes">
      {notes.map((note) => (
        <ClassNoteCard key={note.id} note={note} dueTime={format.dateTime} openFile={(fileId) => openPlanClassFile(language, fileId)} />
      ))}
    </Stack>
  );
}

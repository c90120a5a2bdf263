import { Badge, Group, Paper, Text } from '@mantine/core';
import type { ClassNoteDto } from '../../../../shared/api/teacher-classes.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormatters } from '../../../lib/format.ts';
import { openPlanClassFile } from '../api/open-class-file.ts';
import { SignedFileLink } from '../../../components/signed-file-link.tsx';

/** The teacher's notes and homework on a booked class (issue 29), with their files. */
export function ClassNotesList({ notes }: { notes: ClassNoteDto[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  if (notes.length === 0) return null;
  return (
    <div aria-label={t('plan.notes.label')} role="group" data-testid="plan-class-notes">
      {notes.map((note) => (
        <Paper key={note.id} radius="md" p="xs" mt={8} bg="gray.0" data-testid="plan-class-note">
          <Group gap={8} mb={2}>
            <Badge variant="light" color={note.kind === 'homework' ? 'gold' : 'navy'} c={strongTextOf(note.kind === 'homework' ? 'gold' : 'navy')} radius="sm">
              {t(`plan.notes.${note.kind}`)}
            </Badge>
            {note.dueAt && (
              <Text size="xs">
                {t('plan.notes.due', { time: format.dateTime(note.dueAt) })}
              </Text>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.text}
          </Text>
          {note.files.map((file) => (
            <SignedFileLink key={file.id} label={t('plan.notes.file', { name: file.name })} link={() => openPlanClassFile(language, file.id)} />
          ))}
        </Paper>
      ))}
    </div>
  );
}

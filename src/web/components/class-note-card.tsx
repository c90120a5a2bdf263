import { Badge, Group, Paper, Text } from '@mantine/core';
import type { ClassNoteDto } from '../../shared/api/teacher-classes.ts';
import { useTranslation } from '../i18n/translator.tsx';
import { strongTextOf } from '../lib/text-colors.ts';
import { SignedFileLink } from './signed-file-link.tsx';

const KIND_COLOR = { homework: 'gold', note: 'navy' } as const;

/**
 * A teacher's note or homework on a class (issue 29), as the teacher, the booked families and
 * staff read it. The reader's side says how a due time reads and how a file is opened.
 */
export function ClassNoteCard({ note, dueTime, openFile }: { note: ClassNoteDto; dueTime: (instant: string) => string; openFile: (fileId: number) => Promise<{ url: string }> }) {
  const { t } = useTranslation();
  const color = KIND_COLOR[note.kind];
  return (
    <Paper radius="md" p="sm" bg="gray.0" data-testid="class-note">
      <Group gap={8} mb={4}>
        <Badge variant="light" color={color} c={strongTextOf(color)} radius="sm">
          {t(`common.classNote.${note.kind}`)}
        </Badge>
        {note.dueAt && <Text size="xs">{t('common.classNote.due', { time: dueTime(note.dueAt) })}</Text>}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.text}
      </Text>
      {note.files.map((file) => (
        <SignedFileLink key={file.id} label={t('common.classNote.file', { name: file.name })} link={() => openFile(file.id)} />
      ))}
    </Paper>
  );
}

import { ActionIcon, Button, FileButton, Group, Input, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import type { UploadResultDto } from '../../../../shared/api/accounts.ts';
import { FEEDBACK_FILES_MAX, FEEDBACK_TEXT_MAX } from '../../../../shared/api/feedback.ts';
import type { ClassNoteDto, ClassNoteKind } from '../../../../shared/api/teacher-classes.ts';
import { formatByteSize } from '../../../../shared/byte-size.ts';
import { instantInZone } from '../../../../shared/zoned-time.ts';
import { TrashIcon, UploadIcon } from '../../../components/account-icons.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { viewerTimeZone } from '../../../lib/class-time.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { openTeacherClassFile } from '../api/open-class-file.ts';
import { usePostClassNote } from '../api/post-class-note.ts';
import { useUploadClassFile } from '../api/upload-class-file.ts';
import { onOwnClock } from '../class-times.ts';
import classes from './teacher-classes.module.css';
import { ClassNoteCard } from '../../../components/class-note-card.tsx';

const ACCEPTED = '.pdf,.png,.jpg,.jpeg,.webp,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

/** The class's notes and homework, and the form that posts one; the booked families are told. */
export function ClassNotes({ classId, notes, ownZone }: { classId: number; notes: ClassNoteDto[]; ownZone: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const post = usePostClassNote(classId);
  const upload = useUploadClassFile();
  const reset = useRef<() => void>(null);
  const [kind, setKind] = useState<ClassNoteKind>('homework');
  const [text, setText] = useState('');
  const [due, setDue] = useState('');
  const [files, setFiles] = useState<UploadResultDto[]>([]);
  const [error, setError] = useState<string | null>(null);

  const choose = (file: File | null) => {
    reset.current?.();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (stored) => setFiles((current) => [...current, stored]),
      onError: (failure) => notifications.show({ color: 'red', message: errorMessageOf(failure, t) }),
    });
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="notes-title">
      <Title order={2} size="h4" id="notes-title">
        {t('teacherClasses.notes.title')}
      </Title>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('teacherClasses.notes.empty')}
        </Text>
      ) : (
        <ol className={classes.list} style={{ marginTop: 12 }} data-testid="class-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <ClassNoteCard note={note} dueTime={(instant) => onOwnClock(instant, language, ownZone)} openFile={(fileId) => openTeacherClassFile(language, fileId)} />
            </li>
          ))}
        </ol>
      )}
      <form
        style={{ marginTop: 16 }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) {
            setError(t('teacherClasses.notes.textRequired'));
            return;
          }
          setError(null);
          const [date, time] = due.split('T');
          post.mutate(
            {
              kind,
              text,
              dueAt: kind === 'homework' && date && time ? instantInZone(date, time, ownZone ?? viewerTimeZone()).toISOString() : null,
              fileKeys: files.map((file) => file.key),
            },
            {
              onSuccess: () => {
                setText('');
                setDue('');
                setFiles([]);
                notifications.show({ color: 'teal', message: t('teacherClasses.notes.posted') });
              },
              onError: (failure) => notifications.show({ color: 'red', message: errorMessageOf(failure, t) }),
            },
          );
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as ClassNoteKind)}
            data={[
              { value: 'homework', label: t('teacherClasses.notes.homework') },
              { value: 'note', label: t('teacherClasses.notes.note') },
            ]}
            aria-label={t('teacherClasses.notes.kind')}
            radius="xl"
            style={{ alignSelf: 'flex-start' }}
          />
          <Textarea
            label={t('teacherClasses.notes.text')}
            placeholder={t('teacherClasses.notes.textPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={FEEDBACK_TEXT_MAX}
            autosize
            minRows={3}
            required
            error={error}
            data-testid="class-note-text"
          />
          {kind === 'homework' && (
            <TextInput
              type="datetime-local"
              label={t('teacherClasses.notes.dueAt')}
              value={due}
              onChange={(event) => setDue(event.currentTarget.value)}
              style={{ maxWidth: 280 }}
            />
          )}
          <Input.Wrapper label={t('teacherClasses.notes.attachments')} description={t('teacherClasses.notes.attachmentsHint')}>
            <Stack gap={6} mt={6}>
              {files.map((file) => (
                <Group key={file.key} gap="xs" wrap="nowrap">
                  <Text size="sm" truncate style={{ flex: 1 }}>
                    {file.name} ({formatByteSize(file.size)})
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t('teacherClasses.notes.removeFile', { name: file.name })}
                    onClick={() => setFiles((current) => current.filter((other) => other.key !== file.key))}
                  >
                    <TrashIcon size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {files.length < FEEDBACK_FILES_MAX && (
                <FileButton onChange={choose} accept={ACCEPTED} resetRef={reset}>
                  {(props) => (
                    <Button {...props} variant="default" radius="xl" size="xs" leftSection={<UploadIcon size={14} />} loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
                      {t('teacherClasses.notes.addFile')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Stack>
          </Input.Wrapper>
          <Group justify="flex-end">
            <Button type="submit" radius="xl" loading={post.isPending} data-testid="post-class-note">
              {t('teacherClasses.notes.post')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

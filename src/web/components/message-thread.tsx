import { Alert, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { UploadResultDto } from '../../shared/api/accounts.ts';
import { FEEDBACK_TEXT_MAX } from '../../shared/api/feedback.ts';
import type { TeacherMessageBody, TeacherThreadDetail } from '../../shared/api/teacher-threads.ts';
import { useTranslation } from '../i18n/translator.tsx';
import { errorMessageOf } from '../lib/form-feedback.ts';
import { useFormatters } from '../lib/format.ts';
import { AttachmentsField } from './attachments-field.tsx';
import classes from './message-thread.module.css';
import { SignedFileLink } from './signed-file-link.tsx';

export interface MessageThreadProps {
  thread: TeacherThreadDetail;
  /** Sends a message; resolves once it is stored. */
  send: (body: TeacherMessageBody) => Promise<unknown>;
  sending: boolean;
  sendError: unknown;
  /** A signed link to a message's file, asked afresh at each click. */
  fileLink: (fileId: number) => Promise<{ url: string }>;
  /** What a closed thread says instead of the answer box; families and teachers are sent to feedback. */
  closedNotice?: string;
}

/**
 * A parent–teacher thread's messages, oldest first, and the box to answer in (D30): the same for
 * the family, the teacher and staff. The reader's own messages sit on the right.
 */
export function MessageThread({ thread, send, sending, sendError, fileLink, closedNotice }: MessageThreadProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadResultDto[]>([]);
  return (
    <Stack gap="md">
      {thread.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('teacherMessages.noMessagesYet')}
        </Text>
      ) : (
        <ol className={classes.messages} aria-label={t('teacherMessages.messagesLabel')}>
          {thread.messages.map((message) => (
            <li key={message.id} className={classes.message} data-mine={message.mine} data-from={message.from} data-testid="teacher-message">
              <Paper radius="lg" p="md" className={classes.bubble}>
                <Text size="xs" fw={700} mb={4}>
                  {message.mine ? t('teacherMessages.you') : message.authorName} · <time dateTime={message.createTime}>{format.dateTime(message.createTime)}</time>
                </Text>
                <Text size="sm" className={classes.text}>
                  {message.text}
                </Text>
                {message.files.map((file) => (
                  <SignedFileLink key={file.key} label={t('teacherMessages.attachment', { name: file.name })} link={() => fileLink(file.id)} />
                ))}
              </Paper>
            </li>
          ))}
        </ol>
      )}
      {thread.canWrite ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            void send({ text, fileKeys: files.map((file) => file.key) }).then(() => {
              setText('');
              setFiles([]);
            });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('teacherMessages.write')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={3}
              maxLength={FEEDBACK_TEXT_MAX}
            />
            <AttachmentsField files={files} onChange={setFiles} />
            {sendError ? (
              <Text size="sm" c="red.9" role="alert">
                {errorMessageOf(sendError, t)}
              </Text>
            ) : null}
            <Button type="submit" radius="xl" loading={sending} disabled={!text.trim()} style={{ alignSelf: 'flex-end' }}>
              {t('teacherMessages.send')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert variant="light" color="gray">
          {closedNotice ?? t('teacherMessages.closed')}
        </Alert>
      )}
    </Stack>
  );
}

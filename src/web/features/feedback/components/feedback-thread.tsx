import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import { FEEDBACK_TEXT_MAX } from '../../../../shared/api/feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { feedbackDetailQueryOptions } from '../api/get-feedback-detail.ts';
import { openFeedbackAttachment } from '../api/open-attachment.ts';
import { FEEDBACK_QUERY_KEY } from '../api/get-feedback-list.ts';
import { useReplyFeedback } from '../api/reply-feedback.ts';
import classes from './feedback.module.css';
import { SignedFileLink } from '../../../components/signed-file-link.tsx';

/** One conversation, oldest first; a follow-up while it is processing. Opening it reads its answers. */
export function FeedbackThread({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const thread = useQuery(feedbackDetailQueryOptions(language, id));
  const reply = useReplyFeedback(id);
  const [text, setText] = useState('');
  const queryClient = useQueryClient();
  // Opening the thread read its answers: the list's and the menu's unread counts follow.
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: FEEDBACK_QUERY_KEY, predicate: (query) => query.queryKey[2] !== 'detail' });
  }, [readAt, queryClient]);
  const format = useFormatters();

  if (thread.isPending) {
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Group>
    );
  }
  if (thread.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(thread.error, t)}
      </Alert>
    );
  }
  const data = thread.data;
  return (
    <Stack gap="md" data-testid="feedback-thread">
      <Group gap="xs">
        <Badge variant="light" color={data.status === 'processed' ? 'teal' : 'orange'} c={data.status === 'processed' ? 'teal.9' : 'orange.9'} radius="sm">
          {t(`feedback.results.statuses.${data.status}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {[t(`feedback.categories.${data.category}`), data.childName, data.courseName, data.orderSn].filter(Boolean).join(' · ')}
        </Text>
      </Group>
      <ol className={classes.messages}>
        {data.messages.map((message) => (
          <li key={message.id} className={classes.message} data-from={message.from} data-testid="feedback-message">
            <Paper radius="lg" p="md" className={classes.bubble}>
              <Text size="xs" fw={700} mb={4}>
                {message.from === 'staff' ? t('feedback.thread.academy') : t('feedback.thread.you')} ·{' '}
                <time dateTime={message.createTime}>{format.dateTime(message.createTime)}</time>
              </Text>
              <Text size="sm" className={classes.text}>
                {message.text}
              </Text>
              {message.files.map((file) => (
                <SignedFileLink key={file.key} label={t('feedback.thread.attachment', { name: file.name })} link={() => openFeedbackAttachment(language, file.id)} />
              ))}
            </Paper>
          </li>
        ))}
      </ol>
      {data.status === 'processing' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            reply.mutate(
              { text },
              {
                onSuccess: () => {
                  setText('');
                  notifications.show({ color: 'teal', message: t('feedback.thread.followUpSent') });
                },
              },
            );
          }}
        >
          <Stack gap="xs">
            <Textarea label={t('feedback.thread.followUp')} value={text} onChange={(event) => setText(event.currentTarget.value)} autosize minRows={2} maxLength={FEEDBACK_TEXT_MAX} />
            {reply.isError && (
              <Text size="sm" c="red.9" role="alert">
                {errorMessageOf(reply.error, t)}
              </Text>
            )}
            <Button type="submit" radius="xl" loading={reply.isPending} disabled={!text.trim()} style={{ alignSelf: 'flex-end' }}>
              {t('feedback.thread.sendFollowUp')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {t('feedback.thread.closed')}
        </Text>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { FEEDBACK_TEXT_MAX, feedbackAnswerBody, type StaffFeedbackDetail } from '../../../../shared/api/feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { PrivateFileLink } from '../../../components/admin/private-file.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useAnswerFeedback } from '../api/answer-feedback.ts';
import { adminFeedbackThreadQueryOptions } from '../api/get-feedback-thread.ts';
import { FeedbackStatusBadge } from './feedback-status-badge.tsx';
import { CaseWorkPanel } from '../../../components/admin/case-work-panel.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import type { SavedReplyDto } from '../../../../shared/api/saved-replies.ts';
import { savedRepliesQueryOptions } from '../api/get-saved-replies.ts';

/** One family's feedback: what it is about, the conversation, and the staff's answer. */
export function FeedbackThread({ feedbackId, backHref }: { feedbackId: number; backHref: string }) {
  const { t } = useTranslation();
  const thread = useQuery(adminFeedbackThreadQueryOptions(useLanguage(), feedbackId));
  const format = useFormatters();
  const back = { href: backHref, label: t('adminFeedback.backToList') };
  if (thread.isPending) return <AdminLoading />;
  if (thread.isError) {
    return (
      <AdminPage title={t('adminFeedback.detailTitle')} back={back}>
        <AdminLoadError error={thread.error} onRetry={() => void thread.refetch()} />
      </AdminPage>
    );
  }
  const data = thread.data;
  const about = [t(`feedback.categories.${data.category}`), data.childName, data.courseName, data.orderSn].filter(Boolean).join(' · ');
  return (
    <AdminPage
      back={back}
      documentTitle={t('adminFeedback.detailTitle')}
      title={
        <Group gap="sm" component="span">
          <span>{t('adminFeedback.detailTitle')}</span>
          <FeedbackStatusBadge status={data.status} />
        </Group>
      }
      description={t('adminFeedback.from', {
        name: data.parentName,
        about,
        time: format.dateTime(data.createTime),
      })}
    >
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('adminFeedback.conversation')} data-testid="feedback-thread">
        {data.messages.map((message) => (
          <Paper
            key={message.id}
            component="li"
            withBorder
            radius="md"
            p="md"
            bg={message.from === 'staff' ? 'blue.0' : 'white'}
            ml={message.from === 'staff' ? { base: 'md', sm: 'xl' } : 0}
            mr={message.from === 'staff' ? 0 : { base: 'md', sm: 'xl' }}
            data-testid="feedback-message"
            data-from={message.from}
          >
            <Text size="xs" c="dimmed" mb={4}>
              {message.from === 'staff' ? t('adminFeedback.staff') : data.parentName} · {format.dateTime(message.createTime)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text}
            </Text>
            {message.files.length > 0 && (
              <Stack gap={2} mt="xs" align="flex-start">
                {message.files.map((file) => (
                  <PrivateFileLink key={file.key} url={file.url} name={file.name} />
                ))}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
      <AnswerForm thread={data} />
      <CaseWorkPanel kind="feedback" id={data.id} />
    </AdminPage>
  );
}

function AnswerForm({ thread }: { thread: StaffFeedbackDetail }) {
  const { t } = useTranslation();
  const answer = useAnswerFeedback(thread.id);
  const processed = thread.status === 'processed';
  const form = useForm({
    initialValues: { text: '', markProcessed: true },
    validate: (values) => validateWithSchema(feedbackAnswerBody, values, t),
  });
  // A saved reply in the family's language; what staff already wrote is replaced only once they agree.
  const [replacing, setReplacing] = useState<string | null>(null);
  const fill = (text: string) => {
    form.setFieldValue('text', text);
    form.clearFieldError('text');
    document.getElementById('feedback-answer')?.focus();
  };
  const pickReply = (reply: SavedReplyDto) => {
    const text = thread.familyLanguage === 'cn' ? reply.textZh : reply.textEn;
    if (form.values.text.trim() === '' || form.values.text === text) fill(text);
    else setReplacing(text);
  };
  const submit = form.onSubmit(
    (values) =>
      answer.mutate(
        { text: values.text.trim(), markProcessed: values.markProcessed },
        {
          onSuccess: (updated) => {
            form.reset();
            notifications.show({
              color: 'teal',
              message: t(updated.status === 'processed' ? 'adminFeedback.answeredProcessed' : 'adminFeedback.answered'),
            });
          },
          onError: (error) => {
            const fields = serverFieldErrors(error);
            if (Object.keys(fields).length > 0) form.setErrors(fields);
            else
              notifications.show({
                color: 'red',
                message: errorMessageOf(error, t),
              });
          },
        },
      ),
    () => focusFirstInvalidField(),
  );
  return (
    <Card withBorder radius="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('adminFeedback.answerTitle')}
          </Title>
          {processed && <Alert color="teal">{t('adminFeedback.processedNote')}</Alert>}
          <SavedReplyPicker familyLanguage={thread.familyLanguage} onPick={pickReply} />
          <Textarea
            id="feedback-answer"
            label={t('adminFeedback.answer')}
            description={t('adminFeedback.answerHint', {
              max: FEEDBACK_TEXT_MAX,
            })}
            autosize
            minRows={4}
            maxLength={FEEDBACK_TEXT_MAX}
            required
            data-testid="answer-text"
            {...form.getInputProps('text')}
          />
          {!processed && (
            <Checkbox label={t('adminFeedback.markProcessed')} data-testid="mark-processed" {...form.getInputProps('markProcessed', { type: 'checkbox' })} />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={answer.isPending} data-testid="send-answer">
              {t('adminFeedback.send')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={replacing !== null}
        title={t('adminFeedback.replaceAnswer')}
        body={replacing ?? ''}
        confirmLabel={t('adminFeedback.useSavedReply')}
        busy={false}
        onClose={() => setReplacing(null)}
        onConfirm={() => {
          if (replacing !== null) fill(replacing);
          setReplacing(null);
        }}
      />
    </Card>
  );
}

/** Saved replies by title; the one picked fills the answer box in the family's language, to edit before sending. */
function SavedReplyPicker({ familyLanguage, onPick }: { familyLanguage: 'en' | 'cn'; onPick: (reply: SavedReplyDto) => void }) {
  const { t } = useTranslation();
  const replies = useQuery(savedRepliesQueryOptions(useLanguage()));
  const list = replies.data ?? [];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('adminFeedback.useSavedReply')}
        description={t('adminFeedback.useSavedReplyHint', {
          language: t(`adminFeedback.familyLanguage.${familyLanguage}`),
        })}
        placeholder={replies.isPending ? t('common.loading') : list.length === 0 ? t('adminFeedback.noSavedReplies') : undefined}
        data={list.map((reply) => ({
          value: String(reply.id),
          label: reply.title,
        }))}
        value={null}
        onChange={(value) => {
          const reply = list.find((item) => String(item.id) === value);
          if (reply) onPick(reply);
        }}
        disabled={list.length === 0}
        error={replies.isError ? t('adminShell.loadFailed') : undefined}
        searchable
        style={{ flex: '1 1 240px' }}
        data-testid="saved-reply-picker"
      />
      <Anchor component={Link} to="/admin/feedback/saved-replies" size="sm" pb={6}>
        {t('adminFeedback.savedReplies.link')}
      </Anchor>
    </Group>
  );
}

import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { FEEDBACK_TEXT_MAX } from '../../../../shared/api/feedback.ts';
import { SAVED_REPLY_TITLE_MAX, savedReplyBody, type SavedReplyDto } from '../../../../shared/api/saved-replies.ts';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useFormatters } from '../../../lib/format.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useDeleteSavedReply } from '../api/delete-saved-reply.ts';
import { savedRepliesQueryOptions } from '../api/get-saved-replies.ts';
import { useSaveSavedReply } from '../api/save-saved-reply.ts';

/** What the dialog edits: a reply, or a new one. */
type Editing = { reply: SavedReplyDto | null } | null;

/** Feedback's saved replies (issue 31): each in English and Chinese, created, edited and deleted by staff. */
export function SavedReplies() {
  const { t } = useTranslation();
  const replies = useQuery(savedRepliesQueryOptions(useLanguage()));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedReplyDto | null>(null);
  const remove = useDeleteSavedReply();

  return (
    <AdminPage
      title={t('adminFeedback.savedReplies.title')}
      description={t('adminFeedback.savedReplies.subtitle')}
      back={{
        href: '/admin/feedback',
        label: t('adminFeedback.savedReplies.backToFeedback'),
      }}
      actions={
        <Button onClick={() => setEditing({ reply: null })} data-testid="new-saved-reply">
          {t('adminFeedback.savedReplies.create')}
        </Button>
      }
    >
      {replies.isPending ? (
        <AdminLoading />
      ) : replies.isError ? (
        <AdminLoadError error={replies.error} onRetry={() => void replies.refetch()} />
      ) : replies.data.length === 0 ? (
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {t('adminFeedback.savedReplies.empty')}
          </Text>
        </Card>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('adminFeedback.savedReplies.title')}>
          {replies.data.map((reply) => (
            <ReplyCard key={reply.id} reply={reply} onEdit={() => setEditing({ reply })} onDelete={() => setDeleting(reply)} />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.reply
            ? t('adminFeedback.savedReplies.editTitle', {
                title: editing.reply.title,
              })
            : t('adminFeedback.savedReplies.createTitle')
        }
        size="lg"
        centered
      >
        {editing && <ReplyForm key={editing.reply?.id ?? 'new'} reply={editing.reply} onDone={() => setEditing(null)} />}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={
          deleting
            ? t('adminFeedback.savedReplies.deleteTitle', {
                title: deleting.title,
              })
            : ''
        }
        body={t('adminFeedback.savedReplies.deleteBody')}
        confirmLabel={t('adminFeedback.savedReplies.delete')}
        color="red"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notifications.show({
                color: 'teal',
                message: t('adminFeedback.savedReplies.deleted'),
              });
            },
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: errorMessageOf(error, t),
              }),
          })
        }
      />
    </AdminPage>
  );
}

function ReplyCard({ reply, onEdit, onDelete }: { reply: SavedReplyDto; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Card component="li" withBorder radius="md" data-testid="saved-reply">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {reply.title}
            </Title>
            <Text size="xs" c="dimmed">
              {t('adminFeedback.savedReplies.updated', {
                time: format.dateTime(reply.updateTime),
              })}
            </Text>
          </div>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onEdit} aria-label={`${t('adminFeedback.savedReplies.edit')} · ${reply.title}`}>
              {t('adminFeedback.savedReplies.edit')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={`${t('adminFeedback.savedReplies.delete')} · ${reply.title}`}>
              {t('adminFeedback.savedReplies.delete')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(
            [
              ['en', reply.textEn, t('adminFeedback.savedReplies.english')],
              ['zh', reply.textZh, t('adminFeedback.savedReplies.chinese')],
            ] as const
          ).map(([lang, text, label]) => (
            <div key={lang}>
              <Badge variant="light" color="gray" c="gray.8" mb={4}>
                {label}
              </Badge>
              <Text size="sm" lang={lang} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={6}>
                {text}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function ReplyForm({ reply, onDone }: { reply: SavedReplyDto | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSavedReply();
  const form = useForm({
    initialValues: {
      title: reply?.title ?? '',
      textEn: reply?.textEn ?? '',
      textZh: reply?.textZh ?? '',
    },
    validate: (values) => validateWithSchema(savedReplyBody, values, t),
  });
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        {
          ...(reply ? { id: reply.id } : {}),
          title: values.title.trim(),
          textEn: values.textEn.trim(),
          textZh: values.textZh.trim(),
        },
        {
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              message: t(reply ? 'adminFeedback.savedReplies.saved' : 'adminFeedback.savedReplies.created'),
            });
            onDone();
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
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('adminFeedback.savedReplies.fields.title')}
          description={t('adminFeedback.savedReplies.titleHint', {
            max: SAVED_REPLY_TITLE_MAX,
          })}
          maxLength={SAVED_REPLY_TITLE_MAX}
          required
          data-autofocus
          data-testid="saved-reply-title"
          {...form.getInputProps('title')}
        />
        {(['textEn', 'textZh'] as const).map((field) => (
          <Textarea
            key={field}
            label={t(`adminFeedback.savedReplies.fields.${field}`)}
            description={t('adminFeedback.savedReplies.textHint', {
              max: FEEDBACK_TEXT_MAX,
            })}
            lang={field === 'textEn' ? 'en' : 'zh'}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={FEEDBACK_TEXT_MAX}
            required
            data-testid={`saved-reply-${field}`}
            {...form.getInputProps(field)}
          />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('adminFeedback.savedReplies.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-saved-reply">
            {t('adminFeedback.savedReplies.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

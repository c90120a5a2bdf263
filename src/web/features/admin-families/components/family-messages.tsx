import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { FAMILY_MESSAGE_SUBJECT_MAX, FAMILY_MESSAGE_TEXT_MAX, familyMessageBody, type FamilyMessageBody } from '../../../../shared/api/admin-families.ts';
import { AdminLoadError, AdminLoading } from '../../../components/admin/query-states.tsx';
import { StepDialog } from '../../../components/admin/step-dialog.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessageOf, focusFirstInvalidField, serverFieldErrors, validateWithSchema } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { notifications } from '../../../lib/toast.ts';
import { familyMessagesQueryOptions, useSendFamilyMessage } from '../api/family-messages.ts';

/** The family page's "Messages": what staff wrote to the family, and a new one (issue 31). */
export function FamilyMessages({ familyId, familyName }: { familyId: number; familyName: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [writing, setWriting] = useState(false);
  const messages = useQuery(familyMessagesQueryOptions(useLanguage(), familyId));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" c="dimmed" maw={560}>
          {t('adminFamilies.messages.intro')}
        </Text>
        <Button onClick={() => setWriting(true)} data-testid="write-to-family">
          {t('adminFamilies.messages.write')}
        </Button>
      </Group>
      {messages.isPending ? (
        <AdminLoading />
      ) : messages.isError ? (
        <AdminLoadError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <Text c="dimmed">{t('adminFamilies.messages.empty')}</Text>
      ) : (
        messages.data.map((message) => (
          <Card key={message.id} withBorder radius="md" component="article" data-testid="family-message">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap" mb={4}>
              <Title order={3} fz="md">
                {message.subject}
              </Title>
              <Group gap={6}>
                <Badge variant="light" color={message.readTime ? 'teal' : 'gray'}>
                  {message.readTime ? t('adminFamilies.messages.read') : t('adminFamilies.messages.unread')}
                </Badge>
                <Badge variant="light" color={message.mailStatus === 'failed' ? 'red' : 'blue'}>
                  {t('adminFamilies.messages.mail', { status: t(`adminNotifications.statuses.${message.mailStatus}`) })}
                </Badge>
              </Group>
            </Group>
            <Text size="xs" c="dimmed" mb="xs">
              {format.dateTime(message.createTime)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {message.text}
            </Text>
          </Card>
        ))
      )}
      {writing && <WriteDialog familyId={familyId} familyName={familyName} onClose={() => setWriting(false)} />}
    </Stack>
  );
}

function WriteDialog({ familyId, familyName, onClose }: { familyId: number; familyName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendFamilyMessage(familyId);
  const form = useForm<Required<FamilyMessageBody>>({
    initialValues: { subject: '', text: '' },
    validate: (values) => validateWithSchema(familyMessageBody, values, t),
  });
  return (
    <StepDialog
      opened
      size="lg"
      title={t('adminFamilies.messages.writeTo', { name: familyName })}
      body={t('adminFamilies.messages.writeHint')}
      confirmLabel={t('adminFamilies.messages.send')}
      busy={send.isPending}
      onClose={onClose}
      onSubmit={form.onSubmit(
        (values) =>
          send.mutate(values, {
            onSuccess: () => {
              onClose();
              notifications.show({ color: 'teal', message: t('adminFamilies.messages.sent') });
            },
            onError: (error) => {
              const fields = serverFieldErrors(error);
              if (Object.keys(fields).length > 0) form.setErrors(fields);
              else notifications.show({ color: 'red', message: errorMessageOf(error, t) });
            },
          }),
        () => focusFirstInvalidField(),
      )}
    >
      <TextInput label={t('adminFamilies.messages.subject')} required data-autofocus maxLength={FAMILY_MESSAGE_SUBJECT_MAX} {...form.getInputProps('subject')} />
      <Textarea label={t('adminFamilies.messages.text')} required autosize minRows={5} maxRows={14} maxLength={FAMILY_MESSAGE_TEXT_MAX} {...form.getInputProps('text')} />
    </StepDialog>
  );
}

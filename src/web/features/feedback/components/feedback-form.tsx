import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { UploadResultDto } from '../../../../shared/api/accounts.ts';
import { createFeedbackBody, FEEDBACK_CATEGORIES, FEEDBACK_TEXT_MAX, type FeedbackCategory } from '../../../../shared/api/feedback.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useCreateFeedback } from '../api/create-feedback.ts';
import { feedbackChildrenQueryOptions } from '../api/get-children.ts';
import { feedbackOrdersQueryOptions } from '../api/get-orders.ts';
import { AttachmentsField } from '../../../components/attachments-field.tsx';
import classes from './feedback.module.css';

const NONE = 'none';

/** /user/feedback: a category, optionally a child and an order, up to 2,000 characters and three attachments. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const children = useQuery(feedbackChildrenQueryOptions(language));
  const orders = useQuery(feedbackOrdersQueryOptions(language));
  const create = useCreateFeedback();
  const [category, setCategory] = useState<FeedbackCategory | null>(null);
  const [childId, setChildId] = useState(NONE);
  const [orderId, setOrderId] = useState(NONE);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadResultDto[]>([]);
  const [errors, setErrors] = useState<{ category?: string; text?: string }>({});

  const ordersOfChild = (orders.data?.list ?? []).filter((order) => childId === NONE || order.childId === Number(childId));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      category: category ?? undefined,
      text,
      childId: childId === NONE ? null : Number(childId),
      orderId: orderId === NONE ? null : Number(orderId),
      fileKeys: files.map((file) => file.key),
    };
    const checked = createFeedbackBody.safeParse(body);
    if (!checked.success) {
      const fields = new Set(checked.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        category: fields.has('category') ? t('auth.validation.chooseOne') : undefined,
        text: fields.has('text') ? (text.trim() ? t('auth.validation.textTooLong', { max: FEEDBACK_TEXT_MAX }) : t('auth.validation.fieldRequired')) : undefined,
      });
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: async (thread) => {
        await navigate(`/user/feedback-result?open=${thread.id}`);
        notifications.show({ color: 'teal', message: t('feedback.sent') });
      },
    });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} className={classes.title}>
          {t('feedback.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('feedback.subtitle')}
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate data-testid="feedback-form">
        <Stack gap="md">
          <Select
            label={t('feedback.category')}
            placeholder={t('feedback.categoryPlaceholder')}
            data={FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(`feedback.categories.${value}`) }))}
            value={category}
            onChange={(value) => setCategory(value as FeedbackCategory | null)}
            error={errors.category}
            required
            data-testid="feedback-category"
          />
          {/* Side by side where an order's name fits; one under the other on a phone. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('feedback.child')}
              data={[{ value: NONE, label: t('feedback.noChild') }, ...(children.data ?? []).map((child) => ({ value: String(child.id), label: child.name }))]}
              value={childId}
              onChange={(value) => {
                setChildId(value ?? NONE);
                setOrderId(NONE);
              }}
              allowDeselect={false}
            />
            <Select
              label={t('feedback.order')}
              data={[
                { value: NONE, label: t('feedback.noOrder') },
                ...ordersOfChild.map((order) => ({ value: String(order.id), label: `${order.productName} · ${order.orderSn}` })),
              ]}
              value={orderId}
              onChange={(value) => setOrderId(value ?? NONE)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Textarea
            label={t('feedback.text')}
            description={t('feedback.textHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={errors.text}
            autosize
            minRows={5}
            maxRows={14}
            maxLength={FEEDBACK_TEXT_MAX}
            required
            data-testid="feedback-text"
          />
          <Text size="xs" c="dimmed" ta="right" aria-live="polite">
            {text.length} / {FEEDBACK_TEXT_MAX}
          </Text>
          <AttachmentsField files={files} onChange={setFiles} />
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessageOf(create.error, t)}
            </Alert>
          )}
          <Group justify="space-between">
            <Button component={Link} to="/user/feedback-result" variant="subtle" radius="xl">
              {t('feedback.toResults')}
            </Button>
            <Button type="submit" radius="xl" loading={create.isPending} data-testid="send-feedback">
              {t('feedback.send')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

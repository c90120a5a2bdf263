import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../i18n/translator.tsx';
import type { z } from 'zod';
import { focusFirstInvalidField, validateWithSchema } from '../../lib/form-feedback.ts';

/**
 * A confirmation that needs a reason the family or applicant will read (reject a transfer,
 * cancel an order, reject an application), validated with the endpoint's shared schema.
 *
 *   <ReasonDialog opened={…} schema={rejectTransferBody} title={…} confirmLabel={…}
 *     busy={reject.isPending} onConfirm={(reason) => reject.mutate(reason)} onClose={…} />
 */
interface ReasonDialogProps {
  opened: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  schema: z.ZodType<unknown, { reason: string }>;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog({ opened, title, body, confirmLabel, schema, busy, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { reason: '' }, validate: (values) => validateWithSchema(schema, values, t) });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => onConfirm(values.reason.trim()),
          () => focusFirstInvalidField(),
        )}
      >
        <Stack gap="md">
          {body && <Text size="sm">{body}</Text>}
          <Textarea label={t('adminShell.reason.label')} description={t('adminShell.reason.hint')} required autosize minRows={3} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('adminShell.dialog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

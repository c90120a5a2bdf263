import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translator.tsx';

/**
 * The frame of a case step that asks for details (schedule an assessment, form a programme): a
 * dialog around the step's own form, with Cancel and the step's button. The form's fields and
 * validation are the caller's.
 *
 *   <StepDialog opened={…} title={…} confirmLabel={…} busy={…} onSubmit={form.onSubmit(…)} onClose={…}>
 *     <TextInput … />
 *   </StepDialog>
 */
interface StepDialogProps {
  opened: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  busy: boolean;
  color?: string;
  size?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children?: ReactNode;
}

export function StepDialog({ opened, title, body, confirmLabel, busy, color, size, onSubmit, onClose, children }: StepDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {body && <Text size="sm">{body}</Text>}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminShell.dialog.cancel')}
            </Button>
            <Button type="submit" color={color} loading={busy} data-autofocus={children ? undefined : true}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

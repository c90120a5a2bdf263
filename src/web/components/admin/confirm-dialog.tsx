import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translator.tsx';

/**
 * "Are you sure?" before a staff action that cannot be undone by staff (confirm a payment,
 * activate an entitlement, disable an account).
 *
 *   <ConfirmDialog opened={…} title={…} body={…} confirmLabel={…} busy={…} onConfirm={…} onClose={…} />
 */
interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  color?: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ opened, title, body, confirmLabel, busy, color, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('adminShell.dialog.cancel')}
        </Button>
        <Button color={color} loading={busy} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

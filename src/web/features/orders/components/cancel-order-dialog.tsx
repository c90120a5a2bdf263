import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';

/** Cancelling closes the order and frees the seat: the parent confirms first. */
export function CancelOrderDialog(props: { opened: boolean; childName: string; cancelling: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('orders.cancel.title')}
      radius="lg"
      centered
     
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text>{t('orders.cancel.body', { child: props.childName })}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" radius="xl" onClick={props.onClose} data-autofocus>
          {t('orders.cancel.keep')}
        </Button>
        <Button color="red.9" radius="xl" loading={props.cancelling} onClick={props.onConfirm}>
          {t('orders.cancel.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

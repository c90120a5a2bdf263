import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ChildDto } from '../../../../shared/api/accounts.ts';

/** Removing a child cannot be undone: the parent confirms first. */
export function DeleteChildDialog(props: {
  child: ChildDto | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (child: ChildDto) => void;
}) {
  const { t } = useTranslation();
  const { child } = props;
  return (
    <Modal
      opened={child !== null}
      onClose={props.onCancel}
      title={t('children.deleteTitle')}
      radius="lg"
      centered
      closeButtonProps={{ 'aria-label': t('children.form.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {child && (
        <>
          <Text>{t('children.deleteBody', { name: child.name })}</Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" radius="xl" onClick={props.onCancel} data-autofocus>
              {t('children.form.cancel')}
            </Button>
            <Button color="red.9" radius="xl" loading={props.deleting} onClick={() => props.onConfirm(child)}>
              {t('children.deleteConfirm')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

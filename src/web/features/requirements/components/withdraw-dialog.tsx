import { useState } from 'react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { AssessmentLimit } from '../../../../shared/api/assessments.ts';

/** Withdrawing closes the request for good: the parent gives a reason and confirms. */
export function WithdrawDialog(props: { opened: boolean; withdrawing: boolean; error: string | null; onClose: () => void; onConfirm: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    props.onConfirm(reason.trim());
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('requirements.withdraw.title')}
      radius="lg"
      centered
     
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm">{t('requirements.withdraw.body')}</Text>
      <Textarea
        mt="md"
        label={t('requirements.withdraw.reason')}
        required
        autosize
        minRows={3}
        maxLength={AssessmentLimit.reason}
        value={reason}
        error={missing ? t('requirements.validation.required') : (props.error ?? undefined)}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setMissing(false);
        }}
        data-autofocus
      />
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" radius="xl" onClick={props.onClose}>
          {t('requirements.withdraw.keep')}
        </Button>
        <Button color="red.9" radius="xl" loading={props.withdrawing} onClick={confirm}>
          {t('requirements.withdraw.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

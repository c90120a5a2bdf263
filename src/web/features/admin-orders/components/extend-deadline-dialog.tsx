import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { MAX_DEADLINE_EXTENSION_DAYS } from '../../../../shared/api/admin-orders.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { useFormatters } from '../../../lib/format.ts';

/**
 * Staff give a family more time to pay (D25): working days added to the order's deadline, which
 * the dialog shows as it is now. The family's reminder moves with it.
 */
export function ExtendDeadlineDialog(props: {
  opened: boolean;
  deadline: string | null;
  busy: boolean;
  onConfirm: (workingDays: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [days, setDays] = useState<number | string>(1);
  const valid = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_DEADLINE_EXTENSION_DAYS;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('adminOrders.actions.extendDeadline')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) props.onConfirm(days);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('adminOrders.confirm.extendDeadline', { deadline: format.dateTime(props.deadline) })}</Text>
          <NumberInput
            label={t('adminOrders.extend.days')}
            description={t('adminOrders.extend.daysHint', { max: MAX_DEADLINE_EXTENSION_DAYS })}
            min={1}
            max={MAX_DEADLINE_EXTENSION_DAYS}
            allowDecimal={false}
            allowNegative={false}
            value={days}
            onChange={setDays}
            error={valid ? undefined : t('adminOrders.extend.daysInvalid', { max: MAX_DEADLINE_EXTENSION_DAYS })}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('adminShell.dialog.cancel')}
            </Button>
            <Button type="submit" loading={props.busy} disabled={!valid}>
              {t('adminOrders.actions.extendDeadline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

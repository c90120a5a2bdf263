import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReceiptSummary } from '../../shared/api/orders.ts';
import { useTranslation } from '../i18n/translator.tsx';
import { downloadPrivateFile } from '../lib/download-private-file.ts';
import { useFormatters } from '../lib/format.ts';
import { notifications } from '../lib/toast.ts';

/**
 * An order's receipts (payment, then each refund), each a PDF to download. The parent's page and
 * the back office pass their own address of a receipt; nothing shows while there is none.
 *
 *   <ReceiptList receipts={order.receipts} currency={order.currency} urlOf={(id) => `/api/ddcOrder/receipt/${id}`} />
 */
export function ReceiptList(props: { receipts: ReceiptSummary[]; currency: string; urlOf: (id: number) => string }) {
  const { t, language } = useTranslation();
  const format = useFormatters();
  const [busy, setBusy] = useState<number | null>(null);
  if (props.receipts.length === 0) return null;

  const download = async (receipt: ReceiptSummary) => {
    setBusy(receipt.id);
    try {
      await downloadPrivateFile(props.urlOf(receipt.id), `receipt-${receipt.number}.pdf`, language);
    } catch {
      notifications.show({ color: 'red', message: t('orders.receipts.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-receipts-title" data-testid="order-receipts">
      <Title order={2} size="h4" id="order-receipts-title" mb="sm">
        {t('orders.receipts.title')}
      </Title>
      <Stack gap="sm">
        {props.receipts.map((receipt) => (
          <Group key={receipt.id} justify="space-between" gap="xs" wrap="wrap" data-testid="order-receipt">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {t(`orders.receipts.${receipt.kind}`, { number: receipt.number })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('orders.receipts.issued', { amount: format.money(receipt.amount, props.currency), date: format.dateTime(receipt.issueTime) })}
              </Text>
            </div>
            <Button
              size="xs"
              radius="xl"
              variant="light"
              loading={busy === receipt.id}
              aria-label={t('orders.receipts.downloadNamed', { number: receipt.number })}
              onClick={() => void download(receipt)}
            >
              {t('orders.receipts.download')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

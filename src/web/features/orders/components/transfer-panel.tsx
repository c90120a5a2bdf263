import { useEffect, useRef } from 'react';
import { Alert, Button, FileButton, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { BankDetails, OrderDetail } from '../../../../shared/api/orders.ts';
import { UploadIcon } from '../../../components/account-icons.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { bankDetailsQueryOptions } from '../api/get-bank-details.ts';
import { useUploadTransferProof } from '../api/upload-transfer-proof.ts';
import { useFormatters } from '../../../lib/format.ts';
import { notifications } from '../../../lib/toast.ts';
import { CopyValue } from './copy-value.tsx';
import classes from './order-detail.module.css';

const PROOF_TYPES = '.png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf';

/**
 * Paying by wire transfer (D9): the academy's account with copy buttons, the amount and the
 * reference to write, then the proof upload that sends the order to review.
 */
export function TransferPanel(props: { order: OrderDetail; bank: BankDetails | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const { order } = props;
  const fetched = useQuery({ ...bankDetailsQueryOptions(language, order.id), enabled: props.bank === null });
  const bank = props.bank ?? fetched.data;
  const upload = useUploadTransferProof(order.id);
  const resetFile = useRef<() => void>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening the panel takes keyboard and screen-reader users to it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  const amount = format.money(order.payAmount, order.currency);
  const rows = bank
    ? [
        { key: 'beneficiary', label: t('orders.transfer.beneficiary'), value: bank.beneficiary },
        { key: 'bank', label: t('orders.transfer.bank'), value: bank.bank },
        { key: 'account', label: t('orders.transfer.account'), value: bank.account },
        { key: 'swift', label: t('orders.transfer.swift'), value: bank.swift },
        { key: 'address', label: t('orders.transfer.address'), value: bank.address },
        { key: 'amount', label: t('orders.transfer.amount'), value: amount },
        { key: 'reference', label: t('orders.transfer.referenceLabel'), value: order.orderSn },
      ]
    : [];

  const choose = (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    // The order under review no longer offers this panel, which unmounts before `mutate`'s own
    // callbacks would run: the promise tells the outcome regardless.
    void upload.mutateAsync(file).then(
      () => {
        notifications.show({ color: 'teal', message: t('orders.transfer.submitted') });
        props.onClose();
      },
      (error: unknown) =>
        notifications.show({ color: 'red', title: t('orders.transfer.uploadFailed'), message: errorMessageOf(error, t) }),
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="transfer-title" data-testid="transfer-panel">
      <Stack gap="md">
        <Title order={2} size="h4" id="transfer-title" ref={heading} tabIndex={-1} className={classes.panelTitle}>
          {t('orders.transfer.title')}
        </Title>
        <Text size="sm">{t('orders.transfer.intro', { amount })}</Text>
        {bank ? (
          <>
            <dl className={classes.bank} data-testid="bank-details">
              {rows.map((row) => (
                <div className={classes.bankRow} key={row.key}>
                  <dt>{row.label}</dt>
                  <dd>
                    <span data-testid={`bank-${row.key}`}>{row.value}</span>
                    <CopyValue
                      value={row.value}
                      label={t('orders.transfer.copy', { field: row.label })}
                      copiedLabel={t('orders.transfer.copied', { field: row.label })}
                    />
                  </dd>
                </div>
              ))}
            </dl>
            <Text size="sm" c="dimmed">
              {bank.referenceHint}
            </Text>
          </>
        ) : fetched.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('orders.transfer.loadFailed')} {errorMessageOf(fetched.error, t)}
          </Alert>
        ) : (
          <Stack gap={8} aria-busy="true">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height={28} radius="sm" />
            ))}
          </Stack>
        )}

        <Stack gap={6} mt="xs">
          <Text fw={700}>{t('orders.transfer.proofTitle')}</Text>
          <Text size="sm" c="dimmed" id="proof-hint">
            {t('orders.transfer.proofHint')}
          </Text>
          <FileButton onChange={choose} accept={PROOF_TYPES} resetRef={resetFile}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                radius="xl"
                leftSection={<UploadIcon size={16} />}
                loading={upload.isPending}
                aria-describedby="proof-hint"
                style={{ alignSelf: 'flex-start' }}
                data-testid="upload-proof"
              >
                {t('orders.transfer.chooseFile')}
              </Button>
            )}
          </FileButton>
        </Stack>
        <Button variant="subtle" radius="xl" onClick={props.onClose} style={{ alignSelf: 'flex-start' }}>
          {t('orders.transfer.close')}
        </Button>
      </Stack>
    </Paper>
  );
}

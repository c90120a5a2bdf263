import { Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import { PayType } from '../../../../shared/api/orders.ts';
import { COMPACT_BREAKPOINT_PX } from '../../../../shared/limits.ts';
import { ReceiptIcon } from '../../../components/account-icons.tsx';
import { StrokeIcon } from '../../../components/ui-icons.tsx';
import type { ChosenPayType } from '../api/pay-order.ts';
import { paymentMethodsQueryOptions } from '../api/get-payment-methods.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { listFormat } from '../../../../shared/intl.ts';
import classes from './order-detail.module.css';

const CardIcon = () => (
  <StrokeIcon size={22}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </StrokeIcon>
);

/** Card or wire transfer (D9). The choice itself starts the payment. */
export function PayChooser(props: {
  opened: boolean;
  amount: string;
  pending: ChosenPayType | null;
  /** False when the page moves focus on by itself (to the transfer details). */
  returnFocus: boolean;
  onClose: () => void;
  onChoose: (payType: ChosenPayType) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const compact = useMediaQuery(`(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`);
  const busy = props.pending !== null;
  // Cards alone keep the card's own words; with Alipay or WeChat Pay the checkout offers each of them.
  const methods = useQuery({ ...paymentMethodsQueryOptions(language), enabled: props.opened }).data?.methods ?? ['card'];
  const onlyCards = methods.length === 1 && methods[0] === 'card';
  const methodNames = listFormat(language === 'cn' ? 'zh-CN' : 'en', { type: 'disjunction' }).format(methods.map((method) => t(`orders.paidMethod.${method}`)));
  const choices = [
    {
      payType: PayType.Online,
      icon: <CardIcon />,
      title: onlyCards ? t('orders.pay.card') : t('orders.pay.online'),
      body: onlyCards ? t('orders.pay.cardBody') : t('orders.pay.onlineBody', { methods: methodNames }),
      testId: 'pay-by-card',
    },
    { payType: PayType.Offline, icon: <ReceiptIcon size={22} />, title: t('orders.pay.transfer'), body: t('orders.pay.transferBody'), testId: 'pay-by-transfer' },
  ] as const;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      returnFocus={props.returnFocus}
      title={t('orders.pay.title')}
      radius="lg"
      centered={!compact}
      fullScreen={compact}
     
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text fw={600}>{t('orders.pay.amount', { amount: props.amount })}</Text>
        {choices.map((choice) => (
          <button
            key={choice.payType}
            type="button"
            className={classes.choice}
            disabled={busy}
            aria-busy={props.pending === choice.payType}
            onClick={() => props.onChoose(choice.payType)}
            data-testid={choice.testId}
          >
            <ThemeIcon size={44} radius="xl" variant="light" color="navy" className={classes.choiceIcon}>
              {choice.icon}
            </ThemeIcon>
            <Text fw={700} component="span">
              {props.pending === choice.payType && choice.payType === PayType.Online ? t('orders.pay.redirecting') : choice.title}
            </Text>
            <Text size="sm" c="dimmed" component="span">
              {choice.body}
            </Text>
          </button>
        ))}
      </Stack>
    </Modal>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import { PAYMENT_RETURN_SECONDS, type PaymentResult } from '../../../../shared/api/orders.ts';
import { notifications } from '../../../lib/toast.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { ORDERS_HREF, orderHref, orderPayHref } from '../links.ts';
import { CONFIRM_POLL_LIMIT_MS, CONFIRM_POLL_MS, isPaid, minutesHeld } from '../payment-outcome.ts';
import { useCountdown } from '../use-countdown.ts';
import classes from './purchase.module.css';

type Phase = 'confirming' | 'confirmed' | 'unconfirmed';

/**
 * `/stripe-callback` (D9, spec §8): the outcome of a card payment, then back to the orders after
 * a countdown. A success is confirmed against the order first, since the provider's webhook can
 * arrive after the browser does.
 */
export function PaymentReturn({ result, orderId }: { result: PaymentResult | null; orderId: number | null }) {
  const { t } = useTranslation();
  if (result === null || orderId === null) {
    return (
      <Container size="sm" className={classes.page}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="payment-return">
          <Stack gap="sm" align="flex-start">
            <Title order={1} size="h2">
              {t('purchase.return.unknownTitle')}
            </Title>
            <Text c="dimmed">{t('purchase.return.unknownBody')}</Text>
            <Button component={Link} to={ORDERS_HREF} radius="xl">
              {t('purchase.return.goNow')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }
  return <KnownPaymentReturn result={result} orderId={orderId} />;
}

function KnownPaymentReturn({ result, orderId }: { result: PaymentResult; orderId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [startedAt] = useState(() => Date.now());
  const [stayed, setStayed] = useState(false);
  const toasted = useRef(false);

  const order = useQuery({
    ...orderQueryOptions(orderId, language),
    refetchInterval: (query) => {
      if (result !== 'success') return false;
      const data = query.state.data;
      if (data && isPaid(data)) return false;
      return Date.now() - startedAt < CONFIRM_POLL_LIMIT_MS ? CONFIRM_POLL_MS : false;
    },
    retry: result === 'success' ? 3 : 1,
  });

  const [pollOver, setPollOver] = useState(false);
  useEffect(() => {
    if (result !== 'success') return;
    const timer = setTimeout(() => setPollOver(true), CONFIRM_POLL_LIMIT_MS + CONFIRM_POLL_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const phase: Phase =
    order.data && isPaid(order.data) ? 'confirmed' : pollOver || (order.isError && !order.isFetching) ? 'unconfirmed' : 'confirming';

  useEffect(() => {
    if (result === 'success' && phase === 'confirmed' && !toasted.current) {
      toasted.current = true;
      notifications.show({ color: 'teal', message: t('purchase.return.paymentSuccessful') });
    }
  }, [result, phase, t]);

  const settled = result !== 'success' || phase !== 'confirming';
  const secondsLeft = useCountdown(PAYMENT_RETURN_SECONDS, settled && !stayed, () => void navigate(ORDERS_HREF));

  return (
    <Container size="sm" className={classes.page}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.returnPanel} data-result={result} data-testid="payment-return">
        <Stack gap="md" align="flex-start">
          <Outcome result={result} phase={phase} minutes={order.data ? minutesHeld(order.data) : null} />
          {settled && (
            <Text size="sm" c="dimmed" data-testid="return-countdown">
              {stayed ? t('purchase.return.stayed') : t('purchase.return.countdown', { count: secondsLeft })}
            </Text>
          )}
          <Group gap="sm">
            {result === 'failure' && (
              <Button component={Link} to={orderPayHref(orderId)} radius="xl">
                {t('purchase.return.tryAgain')}
              </Button>
            )}
            <Button component={Link} to={ORDERS_HREF} radius="xl" variant={result === 'failure' ? 'default' : 'filled'}>
              {t('purchase.return.goNow')}
            </Button>
            <Button component={Link} to={orderHref(orderId)} radius="xl" variant="default">
              {t('purchase.return.openOrder')}
            </Button>
            {settled && !stayed && (
              <Button radius="xl" variant="subtle" onClick={() => setStayed(true)}>
                {t('purchase.return.stay')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

function Outcome({ result, phase, minutes }: { result: PaymentResult; phase: Phase; minutes: number | null }) {
  const { t } = useTranslation();
  if (result === 'success' && phase === 'confirming') {
    return (
      <Group gap="md" wrap="nowrap" role="status">
        <Loader size="md" aria-hidden="true" />
        <div>
          <Title order={1} size="h2">
            {t('purchase.return.confirmingTitle')}
          </Title>
          <Text c="dimmed">{t('purchase.return.confirmingBody')}</Text>
        </div>
      </Group>
    );
  }
  const { color, mark, title, body } = {
    success:
      phase === 'confirmed'
        ? { color: 'teal', mark: '✓', title: t('purchase.return.successTitle'), body: t('purchase.return.successBody') }
        : { color: 'gold', mark: '…', title: t('purchase.return.pendingTitle'), body: t('purchase.return.pendingBody') },
    failure: { color: 'red', mark: '!', title: t('purchase.return.failureTitle'), body: t('purchase.return.failureBody') },
    cancel: {
      color: 'gray',
      mark: '×',
      title: t('purchase.return.cancelTitle'),
      body: minutes !== null ? t('purchase.return.cancelBodyMinutes', { count: minutes }) : t('purchase.return.cancelBody'),
    },
  }[result];
  return (
    <Group gap="md" wrap="nowrap" align="flex-start" role="status">
      <ThemeIcon size={48} radius="xl" color={color} variant="light" aria-hidden="true" className={classes.outcomeMark}>
        {mark}
      </ThemeIcon>
      <div>
        <Title order={1} size="h2" data-testid="outcome-title">
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {body}
        </Text>
      </div>
    </Group>
  );
}

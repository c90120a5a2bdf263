import { useState } from 'react';
import { Alert, Badge, Button, Container, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { OnlinePaymentMethod, SandboxCheckout, SandboxOutcome } from '../../../../shared/api/orders.ts';
import { errorMessageOf, isApiError } from '../../../lib/form-feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useCompleteSandboxCheckout } from '../api/complete-sandbox-checkout.ts';
import { sandboxCheckoutQueryOptions } from '../api/get-sandbox-checkout.ts';
import { useFormatters } from '../../../lib/format.ts';
import { ORDERS_HREF, orderHref } from '../links.ts';
import classes from './purchase.module.css';

const isPayable = (checkout: SandboxCheckout, now = Date.now()) =>
  checkout.status === 'open' && Date.parse(checkout.expiresAt) > now;

/**
 * `/sandbox-checkout?session=<id>` (D9): the local stand-in for a card provider's page, plainly a
 * test. The payer picks the outcome; the server answers where to go next (`/stripe-callback…`).
 */
export function SandboxCheckoutPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const checkout = useQuery({ ...sandboxCheckoutQueryOptions(sessionId, language), enabled: sessionId !== '' });

  return (
    <Container size={560} className={classes.page}>
      <div className={classes.testBanner} role="note" data-testid="test-banner">
        <Badge color="gold.5" variant="filled" autoContrast radius="sm">
          {t('purchase.sandbox.badge')}
        </Badge>
        <Text size="sm" fw={600}>
          {t('purchase.sandbox.banner')}
        </Text>
      </div>
      <Title order={1} className={classes.checkoutTitle}>
        {t('purchase.sandbox.title')}
      </Title>
      {sessionId === '' || (checkout.isError && isApiError(checkout.error, 404)) ? (
        <ClosedCheckout title={t('purchase.sandbox.notFoundTitle')} body={t('purchase.sandbox.notFoundBody')} orderId={null} />
      ) : checkout.isPending ? (
        <Stack gap="md" aria-busy="true">
          <span className={classes.visuallyHidden} role="status">
            {t('purchase.loading')}
          </span>
          <Skeleton height={150} radius="lg" />
          <Skeleton height={48} radius="xl" />
        </Stack>
      ) : checkout.isError ? (
        <Paper withBorder radius="lg" p="xl" role="alert">
          <Stack align="center" gap="sm" ta="center">
            <Text>{errorMessageOf(checkout.error, t)}</Text>
            <Button variant="light" radius="xl" onClick={() => void checkout.refetch()}>
              {t('purchase.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : isPayable(checkout.data) ? (
        <OpenCheckout checkout={checkout.data} onClosed={() => void checkout.refetch()} />
      ) : (
        <ClosedCheckout
          title={t('purchase.sandbox.closedTitle')}
          body={t(`purchase.sandbox.closed.${checkout.data.status === 'open' ? 'expired' : checkout.data.status}`)}
          orderId={checkout.data.orderId}
        />
      )}
    </Container>
  );
}

function OpenCheckout({ checkout, onClosed }: { checkout: SandboxCheckout; onClosed: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormatters();
  const complete = useCompleteSandboxCheckout(checkout.id);
  const [method, setMethod] = useState<OnlinePaymentMethod>(checkout.methods[0] ?? 'card');

  const choose = (outcome: SandboxOutcome) =>
    complete.mutate({ outcome, method }, {
      onSuccess: ({ redirectUrl }) => {
        const target = new URL(redirectUrl, window.location.origin);
        if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
        else window.location.assign(target.href);
      },
      // Closed meanwhile (paid in another tab, expired): show what it is now.
      onError: (error) => {
        if (isApiError(error, 409)) onClosed();
      },
    });

  const busy = complete.isPending || complete.isSuccess;
  const chosen = complete.variables?.outcome;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <dl className={classes.checkoutFacts} data-testid="checkout-facts">
          <div>
            <dt>{t('purchase.sandbox.reference')}</dt>
            <dd className={classes.reference}>{checkout.orderSn}</dd>
          </div>
          <div>
            <dt>{t('purchase.sandbox.course')}</dt>
            <dd>{checkout.productName}</dd>
          </div>
          <div className={classes.total}>
            <dt>{t('purchase.sandbox.amount')}</dt>
            <dd data-testid="checkout-amount">{format.money(checkout.amount, checkout.currency)}</dd>
          </div>
        </dl>
      </Paper>
      {checkout.methods.length > 1 && (
        <Radio.Group label={t('purchase.sandbox.methodLegend')} value={method} onChange={(value) => setMethod(value as OnlinePaymentMethod)}>
          <Group gap="lg" mt="xs">
            {checkout.methods.map((way) => (
              <Radio key={way} value={way} label={t(`orders.paidMethod.${way}`)} disabled={busy} data-testid={`sandbox-method-${way}`} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <Text size="sm" c="dimmed">
        {t('purchase.sandbox.explain')}
      </Text>
      {complete.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessageOf(complete.error, t)}
        </Alert>
      )}
      <Stack gap="sm">
        <Button
          size="md"
          radius="xl"
          color="teal.9"
          loading={complete.isPending && chosen === 'success'}
          disabled={busy && chosen !== 'success'}
          onClick={() => choose('success')}
        >
          {t('purchase.sandbox.paySuccess')}
        </Button>
        <Button
          size="md"
          radius="xl"
          variant="outline"
          color="red.9"
          loading={complete.isPending && chosen === 'failure'}
          disabled={busy && chosen !== 'failure'}
          onClick={() => choose('failure')}
        >
          {t('purchase.sandbox.payFailure')}
        </Button>
        <Button
          size="md"
          radius="xl"
          variant="subtle"
          loading={complete.isPending && chosen === 'cancel'}
          disabled={busy && chosen !== 'cancel'}
          onClick={() => choose('cancel')}
        >
          {t('purchase.sandbox.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

function ClosedCheckout(props: { title: string; body: string; orderId: number | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="checkout-closed">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        <Text c="dimmed">{props.body}</Text>
        <Group gap="sm" mt="xs">
          {props.orderId !== null && (
            <Button component={Link} to={orderHref(props.orderId)} radius="xl">
              {t('purchase.sandbox.openOrder')}
            </Button>
          )}
          <Button component={Link} to={ORDERS_HREF} radius="xl" variant={props.orderId !== null ? 'default' : 'filled'}>
            {t('purchase.sandbox.myOrders')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

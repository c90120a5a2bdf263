import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '../../../../shared/api/orders.ts';
import type { MoveOfferDto } from '../../../../shared/api/course-moves.ts';
import { ClockIcon } from '../../../components/account-icons.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { useFormatters } from '../../../lib/format.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { notifications } from '../../../lib/toast.ts';
import { useAnswerMove, type MoveAnswer } from '../api/answer-move.ts';

/**
 * A move to another course offered to the family (ADR 029): what it is, until when, what happens
 * to the money, and the two answers. A refused answer (expired, target full, answered already)
 * says why here and reads the order again.
 */
export function MoveOffer({ order, offer, onChanged }: { order: OrderDetail; offer: MoveOfferDto; onChanged: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const answer = useAnswerMove(order.id);
  const money = (amount: number) => format.money(amount, order.currency);
  const respond = (choice: MoveAnswer) =>
    answer.mutate(choice, {
      onSuccess: () => notifications.show({ color: 'teal', message: t(choice === 'accept' ? 'orders.move.acceptedToast' : 'orders.move.declinedToast') }),
      onError: (error) => {
        notifications.show({ color: 'red', title: t('orders.move.failed'), message: errorMessageOf(error, t) });
        onChanged();
      },
    });
  const difference =
    offer.priceDifference > 0
      ? offer.differencePolicy === 'refund'
        ? t('orders.move.differenceRefunded', { amount: money(offer.priceDifference) })
        : t('orders.move.differenceWaived')
      : t('orders.move.nothingDue');

  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      icon={<ClockIcon size={20} />}
      title={t('orders.move.title')}
      styles={{ title: { color: strongTextOf('orange') } }}
      data-testid="move-offer"
    >
      <Stack gap="xs">
        <Text size="sm">{t('orders.move.body', { child: order.childName, course: offer.toProductName, date: format.day(offer.toStartDate) })}</Text>
        <Text size="sm">{difference}</Text>
        <Text size="sm" fw={700}>
          {t('orders.move.deadline', { time: format.dateTime(offer.expireTime) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('orders.move.declineHint')}
        </Text>
        {answer.isError && (
          <Text size="sm" c="red.9" role="alert" data-testid="move-offer-error">
            {errorMessageOf(answer.error, t)}
          </Text>
        )}
        <Group gap="sm" mt={4} wrap="wrap">
          <Button radius="xl" loading={answer.isPending && answer.variables === 'accept'} disabled={answer.isPending} onClick={() => respond('accept')}>
            {t('orders.move.accept')}
          </Button>
          <Button radius="xl" variant="default" loading={answer.isPending && answer.variables === 'decline'} disabled={answer.isPending} onClick={() => respond('decline')}>
            {t('orders.move.decline')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

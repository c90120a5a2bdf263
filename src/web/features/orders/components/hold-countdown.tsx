import { useEffect, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import { ClockIcon } from '../../../components/account-icons.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { browserTimeZone, formattersOf } from '../../../lib/format.ts';
import { viewerInstant } from '../../../../shared/time-labels.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../../../shared/limits.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { OrderStatus, type OrderStatusCode } from '../../../../shared/api/orders.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const DAY_SECONDS = 24 * 3600;
/** A deadline further off than this is written with its date, not its time alone (a transfer's, D25). */
const SAME_DAY_MS = 12 * 3600_000;

/** "12:05" or "1:02:05": what is left of the hold within a day. */
function remainingOf(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000)) % DAY_SECONDS;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The words once the time to pay is over; a card checkout's payment may still be on its way. */
function expiredKeyOf(props: { holdsSeat: boolean; status: OrderStatusCode }) {
  if (props.status === OrderStatus.InPayment) return 'orders.hold.expiredInPayment';
  return props.holdsSeat ? 'orders.hold.expired' : 'orders.hold.dueExpired';
}

/**
 * "Seat held until 14:32 · 12:05 left" while an unpaid order holds its seat (D7), or "Payment due
 * by …" for a program without seats; a transfer's deadline days away (D25) with its date, "3 days
 * 23:59:59 left", and the viewer's own time beneath when their clock differs from the academy's. It counts to the order's payment deadline, which a card
 * checkout never moves (ADR 017). Once the deadline passes it says so and tells the page, which
 * asks the server for the closed order.
 */
export function HoldCountdown(props: {
  expiresAt: string;
  holdsSeat: boolean;
  /** The order's status: in a card checkout (7), a payment may still be on its way. */
  status: OrderStatusCode;
  onExpired?: () => void;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow(1000);
  const left = Date.parse(props.expiresAt) - now;
  const expired = left <= 0;
  const { onExpired } = props;
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  const format = formattersOf(language);
  const farOff = left > SAME_DAY_MS;
  const days = Math.floor(Math.max(0, Math.ceil(left / 1000)) / DAY_SECONDS);
  const ownTime = expired ? null : viewerInstant(props.expiresAt, ACADEMY_TIME_ZONE_DEFAULT, browserTimeZone(), language);
  return (
    <div>
      <Group gap={6} wrap="nowrap" c={expired ? 'dimmed' : undefined} style={expired ? undefined : { color: strongTextOf('orange') }} data-testid="hold-countdown">
        <ClockIcon size={16} />
        <Text size={props.size ?? 'sm'} fw={600} c="inherit">
          {expired ? (
            t(expiredKeyOf(props))
          ) : (
            <>
              {t(props.holdsSeat ? 'orders.hold.until' : 'orders.hold.dueUntil', {
                time: farOff ? format.dateTime(props.expiresAt) : format.time(props.expiresAt),
              })}
              {' · '}
              {/* Read out once, not every second. */}
              <span aria-hidden="true">
                {days > 0
                  ? t('orders.hold.remainingDays', { count: days, time: remainingOf(left) })
                  : t('orders.hold.remaining', { time: remainingOf(left) })}
              </span>
            </>
          )}
        </Text>
      </Group>
      {ownTime && (
        <Text size="xs" c="dimmed" data-testid="hold-viewer-time">
          {t('orders.hold.yourTime', { time: ownTime })}
        </Text>
      )}
    </div>
  );
}

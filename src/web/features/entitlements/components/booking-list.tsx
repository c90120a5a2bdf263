import { Badge, Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { BookingItem } from '../../../../shared/api/orders.ts';
import { describeClassTime } from '../../../lib/class-time.ts';
import { errorMessageOf } from '../../../lib/form-feedback.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { notifications } from '../../../lib/toast.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useFormatters } from '../../../lib/format.ts';
import classes from './entitlements.module.css';

const BOOKING_COLORS: Record<BookingItem['status'], string> = {
  booked: 'navy',
  attended: 'teal',
  absent: 'red',
  excused: 'yellow',
  cancelled: 'gray',
};

/**
 * The booked list (D11): every booking with its class date (academy time, and the viewer's when
 * it differs, D17), course, teacher and status. A booking can be cancelled until the window of
 * D23 closes; after that the list says why the button is gone.
 */
export function BookingList({ bookings }: { bookings: BookingItem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const format = useFormatters();
  const [confirming, setConfirming] = useState<BookingItem | null>(null);
  const cancel = useCancelBooking();

  const confirm = () => {
    if (!confirming) return;
    cancel.mutate(confirming.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('booking.cancelled') });
        setConfirming(null);
      },
      onError: (error) => {
        notifications.show({ color: 'red', message: errorMessageOf(error, t) });
        setConfirming(null);
      },
    });
  };

  return (
    <>
      <ul className={classes.bookings} data-testid="booking-list">
        {bookings.map((booking) => {
          const time = describeClassTime(booking.classDate, booking.endAt, locale);
          return (
            <li key={booking.id}>
              <Paper withBorder radius="lg" p="md" className={classes.booking} data-testid="booking" data-status={booking.status}>
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{booking.productName}</Text>
                  <Text size="sm">
                    {booking.scheduleName} · {booking.childName}
                    {booking.teacherName ? ` · ${t('booking.teacher', { name: booking.teacherName })}` : ''}
                  </Text>
                  <Text size="sm" mt={2}>
                    <time dateTime={booking.classDate}>
                      {time.date} · {time.time}
                    </time>
                  </Text>
                  {time.local && (
                    <Text size="xs" c="dimmed">
                      {t('booking.yourTime', { time: time.local })}
                    </Text>
                  )}
                  {booking.status === 'booked' && !booking.cancellable && (
                    <Text size="xs" c="dimmed" mt={4} data-testid="cancel-closed">
                      {t('booking.cancelClosed', { date: format.dateTime(booking.cancelDeadline ?? booking.classDate) })}
                    </Text>
                  )}
                </div>
                <Group gap="xs" justify="flex-end">
                  <Badge variant="light" color={BOOKING_COLORS[booking.status]} style={{ color: strongTextOf(BOOKING_COLORS[booking.status]) }} radius="sm">
                    {t(`orders.entitlements.bookingStatus.${booking.status}`)}
                  </Badge>
                  {booking.cancellable && (
                    <Button size="xs" variant="default" radius="xl" onClick={() => setConfirming(booking)} data-testid="cancel-booking">
                      {t('booking.cancelBooking')}
                    </Button>
                  )}
                </Group>
              </Paper>
            </li>
          );
        })}
      </ul>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('booking.cancelTitle')}
        radius="lg"
        centered
       
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {confirming && (
          <Text>
            {t('booking.cancelBody', {
              course: confirming.productName,
              date: describeClassTime(confirming.classDate, confirming.endAt, locale).date,
            })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" radius="xl" onClick={() => setConfirming(null)} data-autofocus>
            {t('booking.keep')}
          </Button>
          <Button color="red.9" radius="xl" loading={cancel.isPending} onClick={confirm} data-testid="confirm-cancel-booking">
            {t('booking.cancelConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

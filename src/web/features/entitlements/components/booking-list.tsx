import { Badge, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingItem } from '../../../../shared/api/orders.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { dateTimeFormatter } from '../format.ts';
import classes from './entitlements.module.css';

const BOOKING_COLORS: Record<BookingItem['status'], string> = {
  booked: 'navy',
  attended: 'teal',
  absent: 'red',
  excused: 'yellow',
  cancelled: 'gray',
};

/** The "booked list" tab: sessions booked with the family's entitlements. */
export function BookingList({ bookings }: { bookings: BookingItem[] }) {
  const { t } = useTranslation();
  const dateTime = dateTimeFormatter(useLanguage());
  return (
    <ul className={classes.bookings} data-testid="booking-list">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <Paper withBorder radius="lg" p="md" className={classes.booking} data-testid="booking">
            <div style={{ minWidth: 0 }}>
              <Text fw={700}>{booking.scheduleName}</Text>
              <Text size="sm" c="dimmed">
                {booking.productName} · {booking.childName}
              </Text>
              <Text size="sm" mt={2}>
                <time dateTime={booking.classDate}>{dateTime(booking.classDate)}</time>
              </Text>
            </div>
            <Badge variant="light" color={BOOKING_COLORS[booking.status]} style={{ color: strongTextOf(BOOKING_COLORS[booking.status]) }} radius="sm">
              {t(`orders.entitlements.bookingStatus.${booking.status}`)}
            </Badge>
          </Paper>
        </li>
      ))}
    </ul>
  );
}

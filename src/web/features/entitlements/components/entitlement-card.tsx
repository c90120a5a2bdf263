import { ClassStatus } from '../../../components/class-status.tsx';
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { EntitlementItem } from '../../../../shared/api/orders.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ENTITLEMENT_STATUS_COLORS } from '../entitlement-status.ts';
import { strongTextOf } from '../../../lib/text-colors.ts';
import { dayFormatter } from '../format.ts';
import { useFormatters } from '../../../lib/format.ts';
import classes from './entitlements.module.css';

const percentOf = (part: number, total: number) => (total > 0 ? Math.min(100, (part / total) * 100) : 0);

/**
 * One entitlement (D11): what was bought, how much is used and booked, and when it is valid. Its
 * booking dialog belongs to the page: booking the last session takes the card off its tab, and
 * the dialog must outlive it to confirm the booking.
 */
export function EntitlementCard({ entitlement, onBook }: { entitlement: EntitlementItem; onBook: (entitlement: EntitlementItem) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const day = dayFormatter(language);
  const format = useFormatters();
  const { total, used, booked, unit } = entitlement;
  const left = Math.max(0, total - used - booked);
  const color = ENTITLEMENT_STATUS_COLORS[entitlement.status];
  const headingId = `entitlement-${entitlement.id}`;
  const amount = (count: number) => t(`orders.entitlements.unit.${unit}`, { count });
  const canBook = entitlement.status === 'pendingBooking' && unit === 'sessions' && left > 0;
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby={headingId} className={classes.card} data-testid="entitlement-card">
      <Stack gap="md">
        <div className={classes.head}>
          <img className={classes.picture} src={entitlement.productPic} alt="" width={72} height={54} loading="lazy" decoding="async" />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Badge variant="light" color={color} style={{ color: strongTextOf(color) }} radius="sm" data-testid="entitlement-status" data-status={entitlement.status}>
                {t(`orders.entitlements.status.${entitlement.status}`)}
              </Badge>
              <ClassStatus facts={entitlement.classSize} />
            </Group>
            <Text className={classes.name} id={headingId}>
              {entitlement.productName}
            </Text>
          </Stack>
        </div>

        <div>
          <Progress.Root size="lg" radius="xl">
            <Progress.Section
              value={percentOf(used, total)}
              color="navy.9"
              aria-label={t('orders.entitlements.progressUsed', { name: entitlement.productName })}
            />
            <Progress.Section
              value={percentOf(booked, total)}
              color="gold.5"
              aria-label={t('orders.entitlements.progressBooked', { name: entitlement.productName })}
            />
          </Progress.Root>
          <div className={classes.usage} data-testid="entitlement-usage">
            <span className={classes.legend}>
              <span className={classes.swatch} style={{ background: 'var(--mantine-color-navy-9)' }} />
              {t('orders.entitlements.used', { value: used })}
            </span>
            <span className={classes.legend}>
              <span className={classes.swatch} style={{ background: 'var(--mantine-color-gold-5)' }} />
              {t('orders.entitlements.booked', { value: booked })}
            </span>
            <span className={classes.legend}>
              <span className={classes.swatch} style={{ background: 'var(--mantine-color-gray-3)' }} />
              {t('orders.entitlements.left', { value: left })}
            </span>
            <Text span size="sm" fw={700} ml="auto">
              {t('orders.entitlements.ofTotal', { value: amount(total) })}
            </Text>
          </div>
        </div>

        <dl className={classes.facts}>
          <dt>{t('orders.entitlements.child')}</dt>
          <dd>{entitlement.childName}</dd>
          <dt>{t('orders.entitlements.validity')}</dt>
          <dd>
            {t('orders.entitlements.validityRange', {
              start: day(entitlement.equityDateStart),
              end: day(entitlement.equityDateEnd),
            })}
          </dd>
        </dl>
        <Group justify="space-between" gap="xs">
          <Text
            size="sm"
            fw={600}
            style={entitlement.activateTime ? undefined : { color: strongTextOf('orange') }}
            data-testid="entitlement-activation"
          >
            {entitlement.activateTime
              ? t('orders.entitlements.activated', { date: format.dayOf(entitlement.activateTime) })
              : t('orders.entitlements.activatesOn', { date: day(entitlement.equityDateStart) })}
          </Text>
          <Anchor component={Link} to={`/order-detail?id=${entitlement.orderId}`} size="sm" fw={600}>
            {t('orders.entitlements.order', { orderSn: entitlement.orderSn })}
          </Anchor>
        </Group>
        {entitlement.canMessageTeacher && (
          <Anchor component={Link} to={`/user/messages?child=${entitlement.childId}&course=${entitlement.productId}`} size="sm" fw={600} data-testid="message-teacher">
            {t('teacherMessages.messageTeacher')}
          </Anchor>
        )}
        {canBook && (
          <Button radius="xl" onClick={() => onBook(entitlement)} data-testid="book-classes">
            {t('booking.open', { count: left })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

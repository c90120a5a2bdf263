import type { Language } from '../../../shared/language.ts';
import { bookingCancelledMail, classesBookedMail, classMovedMail, classReminderMail, type ClassInMail } from '../../adapters/mail/booking-templates.ts';
import type { Db } from '../../db/database.ts';
import type { ClassRecord } from '../../db/repositories/class-repository.ts';
import { deleteUnsentReminders } from '../../db/repositories/notification-repository.ts';
import { addSeconds } from '../clock.ts';
import { notify, type NotificationRequest } from '../notifications/notify.ts';

const PLAN_LINK = '/user/plan';

const inMail = (item: ClassRecord, language: Language): ClassInMail => ({
  course: (language === 'cn' ? item.courseNameZh : item.courseNameEn) ?? '',
  className: language === 'cn' ? item.nameZh : item.nameEn,
  startAt: item.classDate,
});

interface Booked {
  memberId: number;
  childName: string;
  timeZone: string;
  now: Date;
}

/** Tells the parent which classes were just booked (D23, D29), in the booking's transaction. */
export function notifyClassesBooked(tx: Db, booked: Booked & { classes: ClassRecord[]; cancelHours: number }): Promise<void> {
  return notify(
    tx,
    {
      memberId: booked.memberId,
      kind: 'classesBooked',
      link: PLAN_LINK,
      build: ({ name, language, timeZone: own }) =>
        classesBookedMail(
          { name, childName: booked.childName, classes: booked.classes.map((item) => inMail(item, language)), zones: { academy: booked.timeZone, own }, cancelHours: booked.cancelHours },
          language,
        ),
    },
    booked.now,
  );
}

/** Tells the parent a booking was cancelled, in the cancellation's transaction. */
export function notifyBookingCancelled(tx: Db, cancelled: Booked & { item: ClassRecord }): Promise<void> {
  return notify(
    tx,
    {
      memberId: cancelled.memberId,
      kind: 'bookingCancelled',
      link: PLAN_LINK,
      build: ({ name, language, timeZone: own }) =>
        bookingCancelledMail({ name, childName: cancelled.childName, item: inMail(cancelled.item, language), zones: { academy: cancelled.timeZone, own } }, language),
    },
    cancelled.now,
  );
}

/** A reminder goes out a day before each booked class and again an hour before (D29). */
const REMINDER_HOURS_AHEAD = [24, 1] as const;

/**
 * Schedules the reminders of booked classes, in the booking's transaction: each one's time still
 * ahead is a notification due then, tied to its booking and never mailed once the class began.
 */
export async function scheduleClassReminders(tx: Db, booked: Booked & { bookings: { bookingId: number; item: ClassRecord }[] }): Promise<void> {
  for (const { bookingId, item } of booked.bookings) {
    for (const hoursAhead of REMINDER_HOURS_AHEAD) {
      const dueAt = addSeconds(item.classDate, -hoursAhead * 3600);
      if (dueAt <= booked.now) continue;
      await notify(
        tx,
        {
          memberId: booked.memberId,
          kind: 'classReminder',
          link: PLAN_LINK,
          dueAt,
          bookingId,
          sendBefore: item.classDate,
          build: ({ name, language, timeZone: own }) =>
            classReminderMail(
              { name, childName: booked.childName, item: inMail(item, language), zones: { academy: booked.timeZone, own }, hoursAhead, joinUrl: hoursAhead <= 1 ? item.joinUrl || null : null },
              language,
            ),
        },
        booked.now,
      );
    }
  }
}

/** A cancelled booking takes its reminders still to come with it. */
export const withdrawClassReminders = (tx: Db, bookingIds: readonly number[]) => deleteUnsentReminders(tx, bookingIds);

/**
 * Staff changed a class: its reminders are written again for its new time and link, and when
 * it moved, every family booked in it is told; in the change's transaction.
 */
export async function afterClassChanged(
  tx: Db,
  moved: { item: ClassRecord; previousStart: Date; booked: { bookingId: number; memberId: number; childName: string }[]; timeZone: string; now: Date },
): Promise<void> {
  await withdrawClassReminders(tx, moved.booked.map((booking) => booking.bookingId));
  for (const booking of moved.booked) {
    const family = { memberId: booking.memberId, childName: booking.childName, timeZone: moved.timeZone, now: moved.now };
    if (moved.previousStart.getTime() !== moved.item.classDate.getTime()) {
      const build: NotificationRequest['build'] = ({ name, language, timeZone: own }) =>
        classMovedMail(
          { name, childName: booking.childName, item: inMail(moved.item, language), previousStart: moved.previousStart, zones: { academy: moved.timeZone, own } },
          language,
        );
      await notify(tx, { memberId: booking.memberId, kind: 'classMoved', link: PLAN_LINK, build }, moved.now);
    }
    await scheduleClassReminders(tx, { ...family, bookings: [{ bookingId: booking.bookingId, item: moved.item }] });
  }
}

import type { Language } from '../../../shared/language.ts';
import { bookingCancelledMail, classesBookedMail, type ClassInMail } from '../../adapters/mail/booking-templates.ts';
import type { Db } from '../../db/database.ts';
import type { ClassRecord } from '../../db/repositories/class-repository.ts';
import { notify } from '../notifications/notify.ts';

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
      build: ({ name, language }) =>
        classesBookedMail(
          { name, childName: booked.childName, classes: booked.classes.map((item) => inMail(item, language)), timeZone: booked.timeZone, cancelHours: booked.cancelHours },
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
      build: ({ name, language }) =>
        bookingCancelledMail({ name, childName: cancelled.childName, item: inMail(cancelled.item, language), timeZone: cancelled.timeZone }, language),
    },
    cancelled.now,
  );
}

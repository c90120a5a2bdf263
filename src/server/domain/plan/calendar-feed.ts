import { randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import type { Language } from '../../../shared/language.ts';
import type { Db } from '../../db/database.ts';
import { listPlannedBookings } from '../../db/repositories/booking-repository.ts';
import {
  findCalendarFeedOf,
  findMemberOfCalendarFeed,
  insertCalendarFeedOnce,
  replaceCalendarFeedSecret,
  saveCalendarFeed,
} from '../../db/repositories/calendar-feed-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { textOf } from '../../../shared/localised-text.ts';
import { classEndOf } from '../bookings/booking-rules.ts';

/** 256 random bits, base64url: the address itself is the credential. */
const newSecret = () => randomBytes(32).toString('base64url');

export const calendarFeedPath = (secret: string) => `/api/calendar/${secret}.ics`;

/** The member's private feed secret, made on first use. */
export async function calendarFeedSecretOf(db: Db, memberId: number, now: Date): Promise<string> {
  const existing = await findCalendarFeedOf(db, memberId);
  if (existing) return existing;
  await insertCalendarFeedOnce(db, memberId, newSecret(), now);
  return (await findCalendarFeedOf(db, memberId))!;
}

/** A new secret: the old address stops working at once. */
export async function renewCalendarFeed(db: Db, memberId: number, now: Date): Promise<string> {
  const secret = newSecret();
  await saveCalendarFeed(db, memberId, secret, now);
  return secret;
}

/**
 * The feed's address is a credential that calendar apps keep for years: whoever had the account
 * may still hold it. A password reset or change, and disabling the account, retire it in the
 * caller's transaction; the member asks `ddcPlan/feed` for the new one.
 */
export async function retireCalendarFeed(tx: Db, memberId: number, now: Date): Promise<void> {
  await replaceCalendarFeedSecret(tx, memberId, newSecret(), now);
}

/** How far back and ahead the feed reaches. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 400;
const DAY_MS = 86_400_000;

/**
 * The iCalendar text of a feed (`calendar/{secret}.ics`), written by ical-generator in the
 * member's language: every booked, attended, absent or excused class from two months ago on.
 * An unknown secret (or a renewed one's old value) answers 404, and so does a disabled account's.
 */
export async function calendarFeedText(db: Db, secret: string, now: Date, brand: Record<Language, string>): Promise<string> {
  const memberId = await findMemberOfCalendarFeed(db, secret);
  const member = memberId === undefined ? undefined : await findUserById(db, memberId);
  if (!member || member.disabledAt !== null) throw new ApiError(404, 'notFound');
  const language = member.language;
  const bookings = await listPlannedBookings(db, member.id, {
    from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
    until: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS),
  });
  const calendar = ical({ name: brand[language], prodId: { company: 'Everbright Academy', product: 'portal', language: language === 'cn' ? 'ZH' : 'EN' } });
  for (const booking of bookings) {
    const course = textOf(booking, 'productName', language);
    const className = textOf(booking, 'scheduleName', language);
    const teacher = booking.teacherId === null ? '' : textOf({ nameEn: booking.teacherNameEn ?? '', nameZh: booking.teacherNameZh ?? '' }, 'name', language);
    calendar.createEvent({
      id: `booking-${booking.id}@everbright-academy`,
      start: booking.classDate,
      end: classEndOf(booking.classDate, booking.durationMinutes),
      summary: `${course} · ${booking.childName}`,
      description: [className, teacher].filter(Boolean).join('\n'),
      url: booking.joinUrl || undefined,
      stamp: now,
    });
  }
  return calendar.toString();
}

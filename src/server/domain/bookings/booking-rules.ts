import { JOIN_LINK_LEAD_MINUTES, type ClassUnavailableReason } from '../../../shared/api/bookings.ts';
import { addSeconds } from '../clock.ts';

/** The pure rules of booking (D23), for the API and its tests alike. */

export interface ClassFacts {
  classDate: Date;
  capacity: number;
  seatsTaken: number;
  cancelledAt: Date | null;
}

/** Why a class cannot be booked now, or null when it can. A class already begun is never bookable. */
export function unavailableReasonOf(facts: ClassFacts, now: Date, heldByChild: boolean): ClassUnavailableReason | null {
  if (facts.cancelledAt) return 'cancelled';
  if (facts.classDate.getTime() <= now.getTime()) return 'started';
  if (heldByChild) return 'booked';
  if (facts.seatsTaken >= facts.capacity) return 'full';
  return null;
}

/** The last moment a booking may be cancelled: `cancelHours` before its class. */
export const cancelDeadlineOf = (classDate: Date, cancelHours: number) => addSeconds(classDate, -cancelHours * 3600);

export const mayCancel = (status: string, classDate: Date, cancelHours: number, now: Date) =>
  status === 'booked' && now.getTime() <= cancelDeadlineOf(classDate, cancelHours).getTime();

export const classEndOf = (classDate: Date, durationMinutes: number) => addSeconds(classDate, durationMinutes * 60);

/** The join link shows from 15 minutes before the class until its end. */
export function joinLinkVisible(classDate: Date, durationMinutes: number, now: Date): boolean {
  const opens = addSeconds(classDate, -JOIN_LINK_LEAD_MINUTES * 60).getTime();
  return now.getTime() >= opens && now.getTime() <= classEndOf(classDate, durationMinutes).getTime();
}

/** Attended and absent consume a session; excused gives it back (D23). */
export const consumesSession = (status: string) => status === 'attended' || status === 'absent';

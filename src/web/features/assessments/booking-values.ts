import { AssessmentLimit, type RebookAssessmentBody } from '../../../shared/api/assessments.ts';
import { addDays, dateInZone, instantInZone } from '../../../shared/zoned-time.ts';

/** One preferred slot as the parent picks it: a day and a wall-clock time in their zone. */
export interface SlotChoice {
  date: string | null;
  time: string | null;
}

export interface BookingValues {
  childId: string | null;
  subjects: string[];
  timeZone: string;
  slots: SlotChoice[];
  notes: string;
}

export const emptyBookingValues = (timeZone: string, start: Partial<BookingValues> = {}): BookingValues => ({
  childId: null,
  subjects: [],
  timeZone,
  slots: Array.from({ length: AssessmentLimit.preferredSlots }, () => ({ date: null, time: null })),
  notes: '',
  ...start,
});

/** Half-hour times from 07:00 to 21:30, the hours an online assessment can take place. */
export const SLOT_TIMES = Array.from({ length: 30 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

/** The times a slot can take on a day, in the parent's zone: on today, only those still ahead. */
export function slotTimesOn(date: string | null, timeZone: string, now: Date): string[] {
  if (!date) return SLOT_TIMES;
  return SLOT_TIMES.filter((time) => instantInZone(date, time, timeZone).getTime() > now.getTime());
}

/** The days a slot can be on, in the parent's zone: from today (tomorrow once today's last time has passed) to 21 days ahead. */
export function slotWindow(timeZone: string, now: Date) {
  const today = dateInZone(now, timeZone);
  const first = slotTimesOn(today, timeZone, now).length > 0 ? today : addDays(today, 1);
  return { first, last: addDays(today, AssessmentLimit.slotWindowDays - 1) };
}

const instantOf = (slot: SlotChoice, timeZone: string) => (slot.date && slot.time ? instantInZone(slot.date, slot.time, timeZone) : null);

/** The message key (`assessments.validation.*`) of each field in error, by the form's paths. */
export function bookingErrors(values: BookingValues, now: Date, options: { childFixed?: boolean } = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!options.childFixed && !values.childId) errors.childId = 'pickChild';
  if (values.subjects.length < AssessmentLimit.minSubjects || values.subjects.length > AssessmentLimit.maxSubjects) errors.subjects = 'pickSubjects';
  const seen = new Set<number>();
  values.slots.forEach((slot, index) => {
    const instant = instantOf(slot, values.timeZone);
    if (!instant) errors[`slots.${index}`] = 'pickSlot';
    else if (instant.getTime() <= now.getTime()) errors[`slots.${index}`] = 'slotPassed';
    else if (seen.has(instant.getTime())) errors[`slots.${index}`] = 'slotsDistinct';
    if (instant) seen.add(instant.getTime());
  });
  return errors;
}

/** The request of a checked form: the slots as UTC instants, with the zone they were picked in. */
export function bookingChoicesOf(values: BookingValues): RebookAssessmentBody {
  return {
    subjects: values.subjects,
    slots: values.slots.map((slot) => (instantOf(slot, values.timeZone) as Date).toISOString()),
    timeZone: values.timeZone,
    notes: values.notes.trim(),
  };
}

import { TREND_MONTHS, TREND_WEEKS, type DashboardTrends, type MonthMoney } from '../../../shared/api/admin-dashboard.ts';
import { dateInZone } from '../../../shared/zoned-time.ts';
import type { Db } from '../../db/database.ts';
import { countBookingsByStatus, countEnrolmentsByWeek, listCourseSeats, sumRefundsByMonth, sumRevenueByMonth } from '../../db/repositories/dashboard-repository.ts';
import { listStaffClasses, type StaffClassRecord } from '../../db/repositories/class-repository.ts';
import { localMidnight } from '../catalogue/academy-time.ts';

interface Deps {
  db: Db;
  now: Date;
  timeZone: string;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayStart = (day: string, timeZone: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return localMidnight(year, month, date, timeZone);
};

/** The Sunday that starts the week of a day (D33). */
const sundayOf = (day: string) => addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());

/** `YYYY-MM` of the month `offset` months from the one of `day`. */
function monthFrom(day: string, offset: number): string {
  const [year, month] = day.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1 + offset, 1));
  return date.toISOString().slice(0, 7);
}

export interface TodayClassRecord {
  classRecord: StaffClassRecord;
  counts: Record<'booked' | 'attended' | 'absent' | 'excused', number>;
}

/** `admin/dashboard/today`: today's classes of courses with their bookings by mark. */
export async function readTodaysClasses(deps: Deps): Promise<{ day: string; classes: TodayClassRecord[] }> {
  const day = dateInZone(deps.now, deps.timeZone);
  const { rows } = await listStaffClasses(deps.db, {
    notBefore: dayStart(day, deps.timeZone),
    before: dayStart(addDays(day, 1), deps.timeZone),
    soonestFirst: true,
    offset: 0,
    limit: 200,
  });
  const counted = await countBookingsByStatus(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    day,
    classes: rows.map((classRecord) => {
      const counts = { booked: 0, attended: 0, absent: 0, excused: 0 };
      for (const entry of counted) if (entry.scheduleId === classRecord.id && entry.status in counts) counts[entry.status as keyof typeof counts] = entry.count;
      return { classRecord, counts };
    }),
  };
}

/** `admin/dashboard/trends`: enrolments per week, money per month and seats per course, zeros included. */
export async function readDashboardTrends(deps: Deps): Promise<{ trends: Omit<DashboardTrends, 'seatsPerCourse'>; seats: Awaited<ReturnType<typeof listCourseSeats>> }> {
  const today = dateInZone(deps.now, deps.timeZone);
  const firstWeek = addDays(sundayOf(today), -7 * (TREND_WEEKS - 1));
  const firstMonth = monthFrom(today, -(TREND_MONTHS - 1));
  const [weeks, revenue, refunded, seats] = await Promise.all([
    countEnrolmentsByWeek(deps.db, dayStart(firstWeek, deps.timeZone), deps.timeZone),
    sumRevenueByMonth(deps.db, dayStart(`${firstMonth}-01`, deps.timeZone), deps.timeZone),
    sumRefundsByMonth(deps.db, dayStart(`${firstMonth}-01`, deps.timeZone), deps.timeZone),
    listCourseSeats(deps.db, today),
  ]);
  const enrolmentsPerWeek = Array.from({ length: TREND_WEEKS }, (_, index) => {
    const weekStart = addDays(firstWeek, 7 * index);
    return { weekStart, enrolments: weeks.find((row) => row.week === weekStart)?.enrolments ?? 0 };
  });
  const months = Array.from({ length: TREND_MONTHS }, (_, index) => monthFrom(today, index - (TREND_MONTHS - 1)));
  const currencies = [...new Set([...revenue, ...refunded].map((row) => row.currency))].sort();
  const moneyPerMonth = currencies.map((currency) => ({
    currency,
    months: months.map(
      (month): MonthMoney => ({
        month,
        revenue: revenue.find((row) => row.month === month && row.currency === currency)?.amount ?? 0,
        refunds: refunded.find((row) => row.month === month && row.currency === currency)?.amount ?? 0,
      }),
    ),
  }));
  return { trends: { enrolmentsPerWeek, moneyPerMonth }, seats };
}

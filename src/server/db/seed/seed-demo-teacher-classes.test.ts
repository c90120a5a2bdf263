import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import type { Database } from '../database.ts';
import { bookings, facultyMembers, schedules, users } from '../schema.ts';
import { seedDemoAccounts } from './seed-accounts.ts';
import { DEMO_TEACHER, seedDemoTeacher } from './seed-demo-teacher.ts';
import { seedDemoContent } from './seed.ts';

const NOW = new Date('2026-03-15T04:00:00Z');

describe("demo.teacher's classes", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemoContent(database.db, { now: NOW });
    await seedDemoAccounts(database.db, { adminPassword: 'Seed-Admin-Password-2026' });
  }, 60_000);
  afterAll(() => database?.close());

  it('links the teacher to an entry that teaches classes past, today and ahead, with a demo child booked, once', async () => {
    await seedDemoTeacher(database.db, { now: NOW });
    await seedDemoTeacher(database.db, { now: NOW });
    const db = database.db;
    const [teacher] = await db.select().from(users).where(eq(users.username, DEMO_TEACHER.username));
    const entries = await db.select().from(facultyMembers).where(eq(facultyMembers.userId, teacher.id));
    expect(entries).toHaveLength(1);
    const classes = await db.select().from(schedules).where(eq(schedules.teacherId, entries[0].id));
    const past = classes.filter((item) => item.classDate < new Date(NOW.getTime() - 3 * 3600_000));
    const ahead = classes.filter((item) => item.classDate > NOW);
    const today = classes.filter((item) => Math.abs(item.classDate.getTime() - NOW.getTime()) <= 3600_000);
    expect(past.length).toBeGreaterThan(0);
    expect(ahead.length).toBeGreaterThan(0);
    expect(today).toHaveLength(1);
    expect(today[0].classDate.getTime()).toBeLessThan(NOW.getTime());
    // Today's class waits for its marks; those more than two days old are marked.
    const [todays] = await db.select().from(bookings).where(eq(bookings.scheduleId, today[0].id));
    expect(todays.status).toBe('booked');
    const [oldest] = await db.select().from(bookings).where(eq(bookings.scheduleId, past[0].id));
    expect(oldest.status).toBe('attended');
    for (const item of classes) {
      expect(await db.$count(bookings, and(eq(bookings.scheduleId, item.id)))).toBe(1);
      expect(item.seatsTaken).toBeGreaterThanOrEqual(1);
    }
  });
});

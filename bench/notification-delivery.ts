/**
 * The notification delivery worker (issue 27): 10,000 messages are queued for 500 members, then
 * one worker turn mails them all into the `.eml` outbox of a fresh data folder, in-process on
 * PGlite (and on PostgreSQL with `BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`). Prints messages
 * per second and the process's memory (RSS and heap) sampled while it sends.
 * Target: at least 200 messages per second, with memory flat.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createMailer } from '../src/server/adapters/mail/mailer.ts';
import { classesBookedMail } from '../src/server/adapters/mail/booking-templates.ts';
import { insertRows } from '../src/server/db/insert-rows.ts';
import { notifications, users } from '../src/server/db/schema.ts';
import { deliverDueNotifications } from '../src/server/domain/notifications/deliver-notifications.ts';
import { openTestDatabase } from '../tests/support/test-database.ts';
import { onEachEngine } from './engines.ts';

const MESSAGES = 10_000;
const MEMBERS = 500;
const MiB = 1024 * 1024;

async function measure(engine: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-notifications-'));
  const database = await openTestDatabase();
  try {
    const members = await insertRows(
      database.db,
      users,
      Array.from({ length: MEMBERS }, (_, index) => ({ username: `family${index}`, email: `family${index}@bench.example`, passwordHash: 'not-used' })),
    );
    const now = new Date('2026-09-01T08:00:00Z');
    const textOf = (language: 'en' | 'cn') => {
      const mail = classesBookedMail(
        { name: 'Family', childName: 'Ada', classes: [{ course: 'AMC 8 Insights', className: 'Week 3', startAt: now }], zones: { academy: 'Asia/Shanghai', own: null }, cancelHours: 24 },
        language,
      );
      return { subject: mail.subject, summary: mail.summary, text: mail.text, html: mail.html };
    };
    const content = { en: textOf('en'), cn: textOf('cn') };
    for (let start = 0; start < MESSAGES; start += 1000) {
      await insertRows(
        database.db,
        notifications,
        Array.from({ length: Math.min(1000, MESSAGES - start) }, (_, offset) => ({
          userId: members[(start + offset) % MEMBERS].id,
          kind: 'classesBooked' as const,
          content,
          link: '/user/plan',
          dueAt: now,
          createdAt: now,
          nextAttemptAt: now,
        })),
      );
    }

    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Everbright Academy <hello@everbright.test>', dataDir });
    const samples: { rss: number; heap: number }[] = [];
    const sample = () => {
      const usage = process.memoryUsage();
      samples.push({ rss: usage.rss, heap: usage.heapUsed });
    };
    sample();
    const timer = setInterval(sample, 200);
    const started = performance.now();
    const sent = await deliverDueNotifications({ db: database.db, mailer, now: () => now, publicBase: 'https://portal.example' });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    sample();

    const third = Math.max(1, Math.floor(samples.length / 3));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length / MiB;
    const rss = samples.map((entry) => entry.rss);
    const heap = samples.map((entry) => entry.heap);
    console.log(`\nNotification delivery, ${MESSAGES.toLocaleString('en')} messages to the .eml outbox, ${engine}`);
    console.log(`  sent ${sent} in ${seconds.toFixed(1)} s: ${Math.round(sent / seconds)} messages/s (target ≥ 200)`);
    console.log(`  RSS: first third ${mean(rss.slice(0, third)).toFixed(0)} MiB, last third ${mean(rss.slice(-third)).toFixed(0)} MiB, peak ${(Math.max(...rss) / MiB).toFixed(0)} MiB`);
    console.log(`  heap used: first third ${mean(heap.slice(0, third)).toFixed(0)} MiB, last third ${mean(heap.slice(-third)).toFixed(0)} MiB`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const notificationDelivery = () => onEachEngine('Notification delivery', measure);

if (import.meta.url === `file://${process.argv[1]}`) await notificationDelivery();

import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../adapters/mail/mailer.ts';
import { insertRows } from '../../db/insert-rows.ts';
import { notifications, users } from '../../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.ts';
import { deliverDueNotifications } from './deliver-notifications.ts';
import { notify } from './notify.ts';

/**
 * The delivery worker (D29, ADR 023) against a real SMTP server started by the test: a 4xx or a
 * refused connection is tried again later, a 5xx fails that message only, 24 hours end the
 * retries, and two workers on one database send each message once.
 */
interface Received {
  to: string;
  subject: string;
}

/** A local SMTP server whose answer to each recipient the test decides. */
async function startSmtpServer(answer: (to: string) => 'accept' | 'busy' | 'reject') {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const verdict = answer(address.address);
      if (verdict === 'busy') return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
      if (verdict === 'reject') return callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0].address, subject: raw.match(/^Subject: (.*)$/m)?.[1] ?? '' });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the notification delivery worker (D29)', () => {
  let database: TestDatabase;
  let members: { id: number; email: string }[];
  let clock = new Date('2026-03-02T08:00:00Z');
  const now = () => clock;
  const closing: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    members = await insertRows(
      database.db,
      users,
      ['ada', 'ben', 'cai', 'dev'].map((name) => ({ username: name, email: `${name}@families.test`, passwordHash: 'not-used', language: name === 'cai' ? ('cn' as const) : ('en' as const) })),
    );
  });
  afterEach(async () => {
    await Promise.all(closing.splice(0).map((close) => close()));
    await database.db.delete(notifications);
  });
  afterAll(() => database.close());

  const queue = (memberId: number, subject = 'Classes booked') =>
    database.db.transaction((tx) =>
      notify(tx, { memberId, kind: 'classesBooked', link: '/user/plan', build: ({ language }) => ({ subject: `${subject} (${language})`, summary: 's', text: 't', html: '<p>h</p>' }) }, clock),
    );
  const deliver = (mailer: Mailer) => deliverDueNotifications({ db: database.db, mailer, now, publicBase: 'https://portal.example' });
  const rowsOf = () => database.db.select().from(notifications).orderBy(notifications.id);
  const smtpMailer = (url: string) => createMailer({ SMTP_URL: url, MAIL_FROM: 'Everbright Academy <hello@everbright.test>', dataDir: '/nonexistent' });

  it('tries a busy server again after a growing delay, then sends; in the member’s language', async () => {
    clock = new Date('2026-03-02T08:00:00Z');
    let busy = true;
    const smtp = await startSmtpServer(() => (busy ? 'busy' : 'accept'));
    closing.push(smtp.close);
    await queue(members[2].id);

    expect(await deliver(smtpMailer(smtp.url))).toBe(0);
    let [row] = await rowsOf();
    expect(row).toMatchObject({ mailStatus: 'retrying', attempts: 1, nextAttemptAt: new Date('2026-03-02T08:01:00Z') });
    expect(row.lastError).toMatch(/451/);

    clock = new Date('2026-03-02T08:01:00Z');
    await deliver(smtpMailer(smtp.url));
    [row] = await rowsOf();
    expect(row).toMatchObject({ mailStatus: 'retrying', attempts: 2, nextAttemptAt: new Date('2026-03-02T08:06:00Z') });

    // Not yet due: nothing is tried.
    clock = new Date('2026-03-02T08:05:00Z');
    busy = false;
    expect(await deliver(smtpMailer(smtp.url))).toBe(0);
    expect(smtp.received).toEqual([]);

    clock = new Date('2026-03-02T08:06:00Z');
    expect(await deliver(smtpMailer(smtp.url))).toBe(1);
    [row] = await rowsOf();
    expect(row).toMatchObject({ mailStatus: 'sent', attempts: 3, nextAttemptAt: null, sentAt: clock });
    expect(smtp.received).toEqual([{ to: 'cai@families.test', subject: 'Classes booked (cn)' }]);
  });

  it('fails a message its mailbox refuses (5xx) at once, and sends the next one', async () => {
    clock = new Date('2026-03-02T08:00:00Z');
    const smtp = await startSmtpServer((to) => (to.startsWith('ada') ? 'reject' : 'accept'));
    closing.push(smtp.close);
    await queue(members[0].id);
    await queue(members[1].id);
    expect(await deliver(smtpMailer(smtp.url))).toBe(1);
    const [refused, sent] = await rowsOf();
    expect(refused).toMatchObject({ mailStatus: 'failed', attempts: 1, nextAttemptAt: null });
    expect(refused.lastError).toMatch(/550/);
    expect(sent.mailStatus).toBe('sent');
    expect(smtp.received.map((mail) => mail.to)).toEqual(['ben@families.test']);
  });

  it('keeps retrying a server that is down for 24 hours after the message fell due, then fails it', async () => {
    clock = new Date('2026-03-02T08:00:00Z');
    await queue(members[1].id);
    const down = smtpMailer('smtp://127.0.0.1:9');
    let tries = 0;
    for (;;) {
      await deliver(down);
      tries += 1;
      const [row] = await rowsOf();
      if (row.mailStatus === 'failed') break;
      expect(row.mailStatus).toBe('retrying');
      clock = row.nextAttemptAt!;
    }
    const [row] = await rowsOf();
    expect(clock.getTime() - new Date('2026-03-02T08:00:00Z').getTime()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(row).toMatchObject({ attempts: tries, nextAttemptAt: null });
    expect(tries).toBe(27);
  });

  it('skips a disabled account’s mail and a kind the member turned off, and goes on', async () => {
    clock = new Date('2026-03-02T08:00:00Z');
    const smtp = await startSmtpServer(() => 'accept');
    closing.push(smtp.close);
    await database.db.update(users).set({ disabledAt: clock }).where(eq(users.id, members[3].id));
    await database.db.update(users).set({ mailOptOuts: ['classesBooked'] }).where(eq(users.id, members[0].id));
    await queue(members[3].id);
    await queue(members[0].id);
    await queue(members[1].id);
    expect(await deliver(smtpMailer(smtp.url))).toBe(1);
    expect((await rowsOf()).map((row) => row.mailStatus)).toEqual(['skipped', 'skipped', 'sent']);
    await database.db.update(users).set({ disabledAt: null, mailOptOuts: [] }).where(inArray(users.id, [members[0].id, members[3].id]));
  });

  it('sends each message once when two workers run at the same moment', async () => {
    clock = new Date('2026-03-02T08:00:00Z');
    const smtp = await startSmtpServer(() => 'accept');
    closing.push(smtp.close);
    for (let index = 0; index < 120; index += 1) await queue(members[index % 3].id, `Message ${index}`);
    const [first, second] = await Promise.all([deliver(smtpMailer(smtp.url)), deliver(smtpMailer(smtp.url))]);
    expect(first + second).toBe(120);
    expect(smtp.received).toHaveLength(120);
    expect(new Set(smtp.received.map((mail) => mail.subject)).size).toBe(120);
    expect((await rowsOf()).every((row) => row.mailStatus === 'sent' && row.attempts === 1)).toBe(true);
  });
});

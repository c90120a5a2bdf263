import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARENT } from '../../db/seed/seed-accounts.ts';
import { ensurePortalBuilt, freePort, startPortal, type PortalProcess } from '../../../../tests/support/portal-process.ts';

/**
 * D29: a notification is written with the change that causes it, so a process killed after the
 * commit and before the mail went out loses nothing: once the portal is back, the message is
 * sent, once. The real portal runs as a process on its own PGlite folder; the mail server is a
 * local SMTP server that first holds every recipient unanswered, so that the kill lands while
 * the message is being sent.
 */
// The portal process runs on its own PGlite folder, so the PostgreSQL run of the suite skips it.
describe.skipIf(process.env.TEST_DATABASE_URL)('a message whose sending was cut short by kill -9', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-notify-kill-'));
  let holding = true;
  const held: string[] = [];
  const received: { to: string; subject: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (holding) {
        held.push(address.address);
        return; // never answered: the sender waits until it dies
      }
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
  let smtpUrl = '';
  let portal: PortalProcess | undefined;

  beforeAll(async () => {
    ensurePortalBuilt();
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  }, 600_000);
  afterAll(async () => {
    await portal?.kill();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () =>
    startPortal({
      dataDir,
      port: await freePort(),
      env: { SMTP_URL: smtpUrl, NOTIFICATION_CLAIM_SECONDS: '2', MAINTENANCE_INTERVAL_SECONDS: '1' },
    });
  const until = async (done: () => boolean, what: string) => {
    const deadline = Date.now() + 60_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('is sent once the portal is back', async () => {
    portal = await start();
    const call = (url: string, init: RequestInit = {}, token?: string) =>
      fetch(`${portal!.url}/api/${url}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
      }).then((response) => response.json() as Promise<{ code: number; data: never }>);

    const login = await call('sso/login', { method: 'POST', body: JSON.stringify({ username: DEMO_PARENT.username, password: DEMO_PARENT.password }) });
    const token = (login.data as { token: string }).token;
    const [child] = (await call('ddcChild/list', {}, token)).data as { id: number }[];
    const products = ((await call('ddcProduct/productList', { method: 'POST', body: JSON.stringify({ pageSize: 20 }) })).data as { list: { id: number }[] }).list;

    // The order's answer waits for its mail, which the server holds: the row is committed by then.
    let ordered = false;
    for (const product of products) {
      const placing = call(
        'ddcOrder/create',
        { method: 'POST', body: JSON.stringify({ productId: product.id, childId: child.id, answers: { processes: ['guidedInquiry', 'problemSolving'], outcomes: ['confidence'] } }), headers: { 'idempotency-key': randomUUID() } },
        token,
      ).catch(() => ({ code: 0 }));
      const first = await Promise.race([placing, new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 3000))]);
      if (first === 'held' || held.length > 0) {
        ordered = true;
        break;
      }
    }
    expect(ordered).toBe(true);
    await until(() => held.length > 0, 'the mail server to be asked');
    expect(held).toEqual([DEMO_PARENT.email]);
    await portal.kill();
    expect(received).toEqual([]);

    holding = false;
    portal = await start();
    await until(() => received.length > 0, 'the message after the restart');
    // Another turn of the sweep sends nothing more.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: DEMO_PARENT.email, subject: expect.stringContaining('placed') });
  });
});

import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../../tests/support/factories-accounts.ts';
import { createMailer, senderOf } from './mailer.ts';
import { welcomeMail } from './templates.ts';

describe('the mailer', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('ends every message, text and HTML, with the sender’s name and the one address it gives', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mailer-'));
    folders.push(dataDir);
    const mailer = createMailer({ SMTP_URL: undefined, MAIL_FROM: 'Everbright Academy <hello@school.org>', dataDir });
    await mailer.send({ to: 'parent@school.org', ...welcomeMail({ name: 'Lin', username: 'lin.family' }, 'cn') });

    const [message] = await readOutbox(dataDir);
    expect(message.subject).toBe('欢迎加入博睿学院');
    expect(message.text.trimEnd().split('\n').at(-1)).toBe('Everbright Academy · hello@school.org');
    const [file] = await readdir(path.join(dataDir, 'outbox'));
    const raw = await readFile(path.join(dataDir, 'outbox', file), 'utf8');
    expect(raw).toMatch(/^From: Everbright Academy <hello@school\.org>$/m);
    expect(raw.replace(/=\r?\n/g, '')).toContain('<a href=3D"mailto:hello@school.org">hello@school.org</a></p></body>');
    expect(raw).not.toContain('.example');
  });

  it.each([
    ['Everbright Academy <hello@school.org>', { name: 'Everbright Academy', address: 'hello@school.org' }],
    ['"Everbright Academy" <hello@school.org>', { name: 'Everbright Academy', address: 'hello@school.org' }],
    ['hello@school.org', { name: '', address: 'hello@school.org' }],
  ])('reads the sender %s', (from, sender) => {
    expect(senderOf(from)).toEqual(sender);
  });
});

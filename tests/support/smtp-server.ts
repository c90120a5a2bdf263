import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * How the test's mail server answers one recipient: take the message, ask to try later (451),
 * refuse the mailbox (550), or hold it unanswered, as a server that hangs does.
 */
export type SmtpAnswer = 'accept' | 'busy' | 'reject' | 'hold';

export interface ReceivedMail {
  to: string;
  subject: string;
}

/** A local SMTP server (the `smtp-server` package) on a free port, for the mailer's real SMTP transport. */
export async function startSmtpServer(answer: (to: string) => SmtpAnswer) {
  const received: ReceivedMail[] = [];
  const held: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const verdict = answer(address.address);
      if (verdict === 'hold') return void held.push(address.address);
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
  return { received, held, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

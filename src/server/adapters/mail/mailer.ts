import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Env } from '../../env.ts';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../private-modes.ts';
import { escapeHtml } from './templates.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as a notification's `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /** Files sent with it, such as a receipt. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The one mailer of D15. Messages never go to the logs: they may hold codes. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function outboxDirectoryOf(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM) : outboxMailer(outboxDirectoryOf(env.dataDir), env.MAIL_FROM);
}

/** nodemailer is loaded with the first message: most starts send none. */
function lazyTransport(create: (nodemailer: typeof Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((module) => create(module.default)));
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(url));
  return {
    async send(mail) {
      await (await transport()).sendMail(messageOf(from, mail));
    },
  };
}

/**
 * Writes each message as an .eml file into the outbox, named so that a directory listing sorts
 * by time. Messages hold reset codes, so the folder and files are the portal's alone.
 */
function outboxMailer(directory: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(mail) {
      const info = await (await transport()).sendMail(messageOf(from, mail));
      await mkdir(directory, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(directory, name), info.message as Buffer, { mode: PRIVATE_FILE_MODE });
    },
  };
}

/**
 * Only the fields of the mail itself reach nodemailer. Quoted-printable keeps codes and ASCII text
 * readable in the raw file. Every message ends with the sender's name and address, the one
 * address the academy's mail gives, so that a reply reaches whoever `MAIL_FROM` names.
 */
function messageOf(from: string, mail: OutgoingMail) {
  const { name, address } = senderOf(from);
  const footer = name ? `${name} · ${address}` : address;
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: `${mail.text.trimEnd()}\n\n${footer}\n`,
    html: mail.html.replace(
      '</body>',
      `<p style="color:#6b7280;font-size:13px">${escapeHtml(name ? `${name} · ` : '')}<a href="mailto:${escapeHtml(address)}">${escapeHtml(address)}</a></p></body>`,
    ),
    headers: mail.headers,
    attachments: mail.attachments,
    textEncoding: 'quoted-printable' as const,
  };
}

/** `Everbright Academy <hello@school.org>` or a bare address. */
export function senderOf(from: string): { name: string; address: string } {
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return named ? { name: named[1].trim(), address: named[2].trim() } : { name: '', address: from.trim() };
}

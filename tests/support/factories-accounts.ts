import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { GRADE_DICTIONARY } from '../../src/shared/catalogue.ts';
import type { Language } from '../../src/shared/language.ts';
import type { App } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/database.ts';
import { insertRows } from '../../src/server/db/insert-rows.ts';
import {
  advisers,
  authCodes,
  children,
  dictionaryEntries,
  rateLimitBuckets,
  sessions,
  storedFiles,
  teacherApplications,
  users,
} from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** A password that D6 accepts and no list holds. */
export const GOOD_PASSWORD = 'Kite-Harbour-2026!';
export const START_TIME = new Date('2026-03-02T08:00:00.000Z');

/** A clock the test moves by hand. */
export interface ManualClock {
  (): Date;
  advanceSeconds(seconds: number): void;
}

export function manualClock(start = START_TIME): ManualClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as ManualClock;
  clock.advanceSeconds = (seconds) => {
    now += seconds * 1000;
  };
  return clock;
}

export interface AccountsTestApp extends TestApp {
  clock: ManualClock;
  db: Db;
}

/**
 * The real app on an empty database (grades only), with its own data directory and a manual
 * clock; the directory is removed on close.
 */
export async function createAccountsTestApp(options: Omit<TestAppOptions, 'seed' | 'clock' | 'dataDir'> = {}): Promise<AccountsTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-accounts-'));
  const clock = manualClock();
  const testApp = await createTestApp({ ...options, seed: false, clock, dataDir });
  await seedGrades(testApp.database.db);
  return {
    ...testApp,
    clock,
    db: testApp.database.db,
    async close() {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const GRADE_CODES = ['K', ...Array.from({ length: 12 }, (_, index) => `G${index + 1}`)];

export async function seedGrades(db: Db) {
  await insertRows(
    db,
    dictionaryEntries,
    GRADE_CODES.map((code, position) => ({
      dictionary: GRADE_DICTIONARY,
      code,
      position,
      labelEn: code === 'K' ? 'Kindergarten' : `Grade ${code.slice(1)}`,
      labelZh: code === 'K' ? '幼儿园' : `${code.slice(1)}年级`,
    })),
  );
}

export async function seedAdviser(db: Db) {
  const [adviser] = await insertRows(db, advisers, [
    { nameEn: 'Grace Lin', nameZh: '林老师', titleEn: 'Senior adviser', titleZh: '资深顾问', email: 'grace@example.com' },
  ]);
  return adviser;
}

// ---- requests -------------------------------------------------------------------------------

export interface CallOptions {
  token?: string;
  language?: Language;
  /** The caller's address, for rate limits. */
  ip?: string;
}

export function call(app: App, method: 'GET' | 'POST', url: string, body?: unknown, options: CallOptions = {}) {
  return app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: {
      language: options.language ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export const post = (app: App, url: string, body?: unknown, options?: CallOptions) => call(app, 'POST', url, body, options);
export const get = (app: App, url: string, options?: CallOptions) => call(app, 'GET', url, undefined, options);

export function envelopeOf(response: LightMyRequestResponse) {
  return response.json() as { code: number; message: string; data: unknown };
}

// ---- accounts -------------------------------------------------------------------------------

let sequence = 0;

export function newAccount(overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  sequence += 1;
  const username = overrides.username ?? `parent${sequence}${Math.random().toString(36).slice(2, 6)}`;
  const password = overrides.password ?? GOOD_PASSWORD;
  return { username, email: overrides.email ?? `${username}@example.com`, password, confirmPassword: password };
}

/** A sign-up address of its own for each account, so that a file's many sign-ups meet no limit. */
const signUpAddress = () => `198.18.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;

export async function registerParent(app: App, overrides: Parameters<typeof newAccount>[0] = {}, options?: CallOptions) {
  const account = newAccount(overrides);
  const response = await post(app, '/api/sso/register', account, { ip: signUpAddress(), ...options });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return account;
}

export async function signIn(app: App, username: string, password: string, options?: CallOptions): Promise<string> {
  const response = await post(app, '/api/sso/login', { username, password }, options);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

/** A registered parent with a token. */
export async function signedInParent(app: App, overrides: Parameters<typeof newAccount>[0] = {}, options?: CallOptions) {
  const account = await registerParent(app, overrides, options);
  return { ...account, token: await signIn(app, account.username, account.password, options) };
}

// ---- outbox ---------------------------------------------------------------------------------

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Every .eml of the outbox, oldest first, with its headers and plain text decoded. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const directory = path.join(dataDir, 'outbox');
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => parseEml(name, await readFile(path.join(directory, name), 'utf8'))));
}

export async function lastMailTo(dataDir: string, to: string): Promise<OutboxMessage | undefined> {
  return (await readOutbox(dataDir)).filter((message) => message.to.includes(to)).at(-1);
}

/** The six digits of the last code mailed to an address. */
export async function lastCodeFor(dataDir: string, to: string): Promise<string> {
  const code = (await lastMailTo(dataDir, to))?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${to}`);
  return code;
}

function parseEml(file: string, raw: string): OutboxMessage {
  const [head] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    decodeWords(head.match(new RegExp(`^${name}: ?((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '');
  const plainPart = raw.split(/^--.*$/m).find((part) => /content-type: text\/plain/i.test(part)) ?? raw;
  const body = plainPart.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  return { file, to: header('To'), subject: header('Subject'), text: decodeQuotedPrintable(body) };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

// ---- rows -----------------------------------------------------------------------------------

const ACCOUNT_TABLES = { users, sessions, authCodes, children, teacherApplications, storedFiles, rateLimitBuckets, advisers };

/** Row counts of every table of issue 3, to prove that refused requests wrote nothing. */
export async function countAccountRows(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(ACCOUNT_TABLES).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

export async function filesOnDisk(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const folders = await readdir(root).catch(() => [] as string[]);
  const nested = await Promise.all(folders.map((folder) => readdir(path.join(root, folder)).catch(() => [] as string[])));
  return nested.flat();
}

// ---- foreign teachers -------------------------------------------------------------------------

/** Every step of the foreign-teacher form, answered; documents are keys of earlier uploads. */
export function foreignTeacherAnswers(documents: { cvKey: string; certificateKeys?: string[] }, account = newAccount()) {
  return {
    account,
    profile: {
      firstName: 'Maria',
      lastName: 'Keller',
      gender: 'female',
      nationality: 'Canadian',
      countryOfResidence: 'Canada',
      city: 'Toronto',
      phone: '+1 416 555 0199',
      introduction: 'I teach mathematics through puzzles.',
    },
    education: {
      highestDegree: 'master',
      major: 'Mathematics Education',
      university: 'University of Toronto',
      graduationYear: 2012,
      certifications: ['Ontario College of Teachers', 'TEFL'],
    },
    experience: {
      yearsTeaching: 11,
      currentSchool: 'Maple Ridge Secondary',
      currentRole: 'Head of Mathematics',
      onlineExperience: true,
      summary: 'Eleven years of competition mathematics, AMC coaching and online tutoring.',
    },
    teaching: { subjects: ['Mathematics', 'AMC'], grades: ['G6', 'G7', 'G8'], languages: ['English', 'German'], approach: '' },
    availability: {
      timeZone: 'America/Toronto',
      hoursPerWeek: 12,
      weekdays: ['mon', 'wed', 'sat'],
      dayParts: ['evening'],
      startDate: '2026-04-01',
    },
    documents: { cvKey: documents.cvKey, certificateKeys: documents.certificateKeys ?? [] },
  };
}

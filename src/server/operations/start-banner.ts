import { DEMO_PARENT } from '../db/seed/seed-accounts.ts';
import { outboxDirectoryOf } from '../adapters/mail/mailer.ts';
import type { Env } from '../env.ts';

export interface BannerFacts {
  env: Env;
  engine: 'pglite' | 'postgres';
  readyMs: number;
  /** Made up on this start (the first one): shown now and never again. */
  generatedAdminPassword?: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);
const EVERY_ADDRESS = new Set(['0.0.0.0', '::']);

/** The address a person types: localhost unless the portal listens on one address only. */
export function addressOf(env: Pick<Env, 'HOST' | 'PORT'>): string {
  const host = LOCAL_HOSTS.has(env.HOST) || EVERY_ADDRESS.has(env.HOST) ? 'localhost' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/** The few lines a newcomer needs after `npm start`: where to go, how to sign in, where mail goes. */
export function startBanner({ env, engine, readyMs, generatedAdminPassword }: BannerFacts): string {
  const staff = generatedAdminPassword
    ? `admin / ${generatedAdminPassword}   (shown this once: note it now)`
    : env.ADMIN_PASSWORD
      ? 'admin / the ADMIN_PASSWORD you set'
      : 'admin / the password shown on the first start';
  const mail = env.SMTP_URL ? `sent by SMTP (${new URL(env.SMTP_URL).host})` : `written as .eml files to ${outboxDirectoryOf(env.dataDir)}`;
  const data = engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `${env.dataDir} (PGlite)`;
  const rows: Array<[string, string]> = [
    ['Open', `${addressOf(env)}${EVERY_ADDRESS.has(env.HOST) ? '   (listening on every network address)' : ''}`],
    ['Parent', `${DEMO_PARENT.username} / ${DEMO_PARENT.password}`],
    ['Staff', staff],
    ['Mail', mail],
    ['Data', data],
  ];
  const lines = rows.map(([label, value]) => `    ${label.padEnd(8)}${value}`);
  return ['', `  Everbright Academy portal is ready (${(readyMs / 1000).toFixed(1)} s)`, '', ...lines, ''].join('\n');
}

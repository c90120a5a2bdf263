import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { addressOf, startBanner } from './start-banner.ts';

describe('the start banner', () => {
  it('shows where to go, how to sign in, the one-time staff password and where mail goes', () => {
    const env = loadEnv({ DATA_DIR: '/srv/portal' });
    const banner = startBanner({ env, engine: 'pglite', readyMs: 1234, generatedAdminPassword: 'Eb-once-7a' });
    expect(banner).toContain('Everbright Academy portal is ready (1.2 s)');
    expect(banner).toContain('Open    http://localhost:3000\n');
    expect(banner).toContain('Parent  demo.parent / Demo-Parent-2026!');
    expect(banner).toContain('Staff   admin / Eb-once-7a   (shown this once: note it now)');
    expect(banner).toContain('Mail    written as .eml files to /srv/portal/outbox');
    expect(banner).toContain('Data    /srv/portal (PGlite)');
  });

  it('never shows a password it did not make up, nor SMTP credentials', () => {
    const env = loadEnv({ ADMIN_PASSWORD: 'Chosen-By-Operator-1', SMTP_URL: 'smtp://mailer:s3cret@mail.example:587' });
    const banner = startBanner({ env, engine: 'postgres', readyMs: 900 });
    expect(banner).not.toContain('Chosen-By-Operator-1');
    expect(banner).not.toContain('s3cret');
    expect(banner).toContain('Staff   admin / the ADMIN_PASSWORD you set');
    expect(banner).toContain('Mail    sent by SMTP (mail.example:587)');
    expect(banner).toContain('Data    PostgreSQL (DATABASE_URL)');
  });

  it('gives the address a person types, and says when every network address listens', () => {
    expect(addressOf(loadEnv({ PORT: '8080' }))).toBe('http://localhost:8080');
    expect(addressOf(loadEnv({ HOST: '0.0.0.0' }))).toBe('http://localhost:3000');
    expect(addressOf(loadEnv({ HOST: '192.0.2.7' }))).toBe('http://192.0.2.7:3000');
    expect(addressOf(loadEnv({ HOST: '2001:db8::7' }))).toBe('http://[2001:db8::7]:3000');
    expect(startBanner({ env: loadEnv({ HOST: '0.0.0.0' }), engine: 'pglite', readyMs: 1 })).toContain('(listening on every network address)');
  });
});

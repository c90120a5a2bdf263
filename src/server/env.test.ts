import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('defaults to PGlite in ./data on port 3000', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve('data'));
    expect(env.ACADEMY_TIME_ZONE).toBe('Asia/Shanghai');
  });

  it('listens on this machine only unless HOST opens it, and keeps PGlite and the public cache lean', () => {
    const env = loadEnv({});
    expect(env.HOST).toBe('localhost');
    expect(env.PGLITE_SHARED_BUFFERS_MB).toBe(16);
    expect(env.PUBLIC_CACHE_MAX_MB).toBe(32);
    expect(env.MAINTENANCE_INTERVAL_SECONDS).toBe(60);
    expect(env.LOG_FORMAT).toBeUndefined();
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('requires PUBLIC_URL with Stripe, so that return links never follow the Host header', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(() => loadEnv(stripe)).toThrow(/PUBLIC_URL: is required with STRIPE_SECRET_KEY/);
    expect(loadEnv({ ...stripe, PUBLIC_URL: 'https://academy.example' }).PUBLIC_URL).toBe('https://academy.example');
  });

  it('names every wrong setting in one message', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ACADEMY_TIME_ZONE: 'Mars/Base' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*ACADEMY_TIME_ZONE: must be an IANA time zone/,
    );
  });
});

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

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names every wrong setting in one message', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ACADEMY_TIME_ZONE: 'Mars/Base' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*ACADEMY_TIME_ZONE: must be an IANA time zone/,
    );
  });
});

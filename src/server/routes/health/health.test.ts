import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it('reports that the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: { status: 'ok', database: 'up' } });
  });

  it('answers an unknown API path with a localised 404 envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { language: 'cn' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: '接口不存在', data: null });
  });
});

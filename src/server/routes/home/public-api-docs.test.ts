import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

describe('GET /api/docs/json', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
  });
  afterAll(() => testApp.close());

  it('documents every public read with its request schema', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/home/content',
        '/api/home/content/{type}',
        '/api/home/faculty',
        '/api/sys/dict/sublist',
        '/api/ddcProduct/courseSystemAll',
        '/api/ddcProduct/productList',
        '/api/ddcProduct/detail/{id}',
        '/api/ddcProduct/courseTimetableAll',
        '/api/cms/ddc-course/month',
      ]),
    );
    expect(JSON.stringify(paths['/api/ddcProduct/productList'].post.requestBody)).toContain('pageSize');
    expect(JSON.stringify(paths['/api/cms/ddc-course/month'].post.requestBody)).toContain('timetableName');
    expect(JSON.stringify(paths['/api/sys/dict/sublist'].get.parameters)).toContain('"name"');
    expect(JSON.stringify(paths['/api/ddcProduct/detail/{id}'].post.parameters)).toContain('"id"');
  });
});

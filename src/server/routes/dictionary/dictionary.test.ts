import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { createGradeDictionary, GRADE_CODES } from '../../../../tests/support/factories.ts';

describe('GET /api/sys/dict/sublist', () => {
  let testApp: TestApp;
  const get = (query: string, language?: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/sys/dict/sublist${query}`, headers: language ? { language } : {} });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    await createGradeDictionary(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it('lists the grade dictionary in order, in English', async () => {
    const response = await get('?name=current_grade');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Operation Successful');
    expect(body.data.map((entry: { code: string }) => entry.code)).toEqual(GRADE_CODES);
    expect(body.data.slice(0, 2)).toEqual([
      { name: 'Kindergarten', code: 'K' },
      { name: 'Grade 1', code: 'G1' },
    ]);
  });

  it('lists it in Chinese', async () => {
    const body = (await get('?name=current_grade', 'cn')).json();
    expect(body.message).toBe('操作成功');
    expect(body.data.slice(0, 2)).toEqual([
      { name: '幼儿园', code: 'K' },
      { name: '1 年级', code: 'G1' },
    ]);
  });

  it('answers an unknown dictionary with a localised 404', async () => {
    const english = await get('?name=colours');
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ code: 404, message: 'This dictionary does not exist', data: null });
    const chinese = await get('?name=colours', 'cn');
    expect(chinese.json()).toEqual({ code: 404, message: '该字典不存在', data: null });
  });

  it('refuses a name no database could hold (a NUL) with a 400 naming the field, not a failure', async () => {
    const response = await get('?name=current%00grade');
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({ fields: [{ field: 'name', message: 'This text contains characters that are not allowed' }] });
  });

  it.each([
    ['a missing name', ''],
    ['an empty name', '?name='],
    ['a repeated name', '?name=current_grade&name=x'],
    ['an overlong name', `?name=${'x'.repeat(65)}`],
  ])('refuses %s with a 400 naming the field', async (_case, query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: 'Some fields are not valid: name' });
    expect(response.json().data.fields).toEqual([{ field: 'name', message: 'This value is not valid' }]);
  });
});

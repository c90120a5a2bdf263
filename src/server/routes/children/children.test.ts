import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  get,
  post,
  signedInParent,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { ChildLimit } from '../../../shared/api/accounts.ts';

const ADA = { name: 'Ada', gender: 'female', birthDate: '2014-05-17', grade: 'G6', school: 'Riverside Primary', notes: 'Loves number puzzles' };

describe('ddcChild', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  it('adds, lists, reads, updates and deletes a child, with the grade’s label in the request’s language', async () => {
    const parent = await signedInParent(testApp.app);
    const created = await post(testApp.app, '/api/ddcChild/create', ADA, { token: parent.token });
    expect(created.statusCode).toBe(200);
    const child = envelopeOf(created).data as { id: number };
    expect(child).toEqual({ id: expect.any(Number), ...ADA, gradeName: 'Grade 6' });

    const list = await get(testApp.app, '/api/ddcChild/list', { token: parent.token, language: 'cn' });
    expect(envelopeOf(list)).toEqual({ code: 200, message: '操作成功', data: [{ ...child, gradeName: '6年级' }] });
    expect(list.headers['cache-control']).toBe('no-store');

    const updated = await post(testApp.app, `/api/ddcChild/update/${child.id}`, { ...ADA, grade: 'G7', notes: '' }, { token: parent.token });
    expect(envelopeOf(updated).data).toMatchObject({ id: child.id, grade: 'G7', gradeName: 'Grade 7', notes: '' });
    expect(envelopeOf(await get(testApp.app, `/api/ddcChild/detail/${child.id}`, { token: parent.token })).data).toMatchObject({ grade: 'G7' });

    const deleted = await post(testApp.app, `/api/ddcChild/delete/${child.id}`, undefined, { token: parent.token });
    expect(envelopeOf(deleted)).toEqual({ code: 200, message: 'Operation Successful', data: null });
    expect(envelopeOf(await get(testApp.app, '/api/ddcChild/list', { token: parent.token })).data).toEqual([]);
  });

  it('answers 404 to another member, for reading, updating and deleting, and changes nothing', async () => {
    const owner = await signedInParent(testApp.app);
    const stranger = await signedInParent(testApp.app);
    const child = envelopeOf(await post(testApp.app, '/api/ddcChild/create', ADA, { token: owner.token })).data as { id: number };

    const attempts = [
      get(testApp.app, `/api/ddcChild/detail/${child.id}`, { token: stranger.token }),
      post(testApp.app, `/api/ddcChild/update/${child.id}`, { ...ADA, name: 'Mallory' }, { token: stranger.token }),
      post(testApp.app, `/api/ddcChild/delete/${child.id}`, undefined, { token: stranger.token }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({ code: 404, message: 'This child was not found', data: null });
    }
    expect(envelopeOf(await get(testApp.app, '/api/ddcChild/list', { token: stranger.token })).data).toEqual([]);
    expect(envelopeOf(await get(testApp.app, `/api/ddcChild/detail/${child.id}`, { token: owner.token })).data).toMatchObject(ADA);
  });

  it('answers 404 to another member even when the answers are wrong', async () => {
    const owner = await signedInParent(testApp.app);
    const stranger = await signedInParent(testApp.app);
    const child = envelopeOf(await post(testApp.app, '/api/ddcChild/create', ADA, { token: owner.token })).data as { id: number };
    const response = await post(testApp.app, `/api/ddcChild/update/${child.id}`, { ...ADA, grade: 'G99' }, { token: stranger.token });
    expect(response.statusCode).toBe(404);
  });

  it('needs a session, before judging the body', async () => {
    expect((await get(testApp.app, '/api/ddcChild/list')).statusCode).toBe(401);
    expect((await post(testApp.app, '/api/ddcChild/create', { nonsense: true })).statusCode).toBe(401);
  });

  it.each([
    [{ grade: 'G99' }, 'grade', 'Unknown grade code'],
    [{ name: '   ' }, 'name', 'This field is required'],
    [{ name: 'x'.repeat(ChildLimit.name + 1) }, 'name', 'This value is not valid'],
    [{ gender: 'robot' }, 'gender', 'This value is not valid'],
    [{ birthDate: '2014-02-30' }, 'birthDate', 'Please enter a valid date'],
    [{ birthDate: '2027-01-01' }, 'birthDate', 'The birth date must be in the past 25 years'],
    [{ birthDate: '1990-01-01' }, 'birthDate', 'The birth date must be in the past 25 years'],
    [{ notes: 'x'.repeat(ChildLimit.notes + 1) }, 'notes', 'This value is not valid'],
    [{ school: 'Bad\u0000School' }, 'school', 'This text contains characters that are not allowed'],
  ])('refuses %o', async (change, field, fieldMessage) => {
    const parent = await signedInParent(testApp.app);
    const response = await post(testApp.app, '/api/ddcChild/create', { ...ADA, ...change }, { token: parent.token });
    expect(response.statusCode).toBe(400);
    expect((envelopeOf(response).data as { fields: unknown[] }).fields).toEqual([{ field, message: fieldMessage }]);
    expect(envelopeOf(await get(testApp.app, '/api/ddcChild/list', { token: parent.token })).data).toEqual([]);
  });

  it(`keeps at most ${ChildLimit.perParent} children per parent`, async () => {
    const parent = await signedInParent(testApp.app);
    for (let index = 0; index < ChildLimit.perParent; index += 1) {
      expect((await post(testApp.app, '/api/ddcChild/create', { ...ADA, name: `Child ${index}` }, { token: parent.token })).statusCode).toBe(200);
    }
    const refused = await post(testApp.app, '/api/ddcChild/create', ADA, { token: parent.token, language: 'cn' });
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toBe('最多可添加 20 名学员');
  });
});

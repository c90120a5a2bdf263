import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  get,
  post,
  signedInParent,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { multipartBody, samplePdf, samplePng } from '../../../../tests/support/upload-samples.ts';

describe('POST /api/sso/updateInfo', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(() => testApp.close());

  async function uploadAs(token: string, purpose: string, bytes: Buffer, name: string) {
    const body = multipartBody({ name, bytes });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/minio/upload?purpose=${purpose}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    return envelopeOf(response).data as { key: string; url: string };
  }

  it('changes the nickname and the avatar, answering the new user info', async () => {
    const parent = await signedInParent(testApp.app);
    const avatar = await uploadAs(parent.token, 'avatar', samplePng(), 'me.png');
    const response = await post(testApp.app, '/api/sso/updateInfo', { nickname: '  Ada’s mum  ', icon: avatar.url }, { token: parent.token, language: 'cn' });
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response)).toMatchObject({
      code: 200,
      message: '个人资料更新成功',
      data: { nickname: 'Ada’s mum', icon: avatar.url, username: parent.username },
    });
    const info = await get(testApp.app, '/api/sso/info', { token: parent.token });
    expect(envelopeOf(info).data).toMatchObject({ nickname: 'Ada’s mum', icon: avatar.url });

    const byKey = await post(testApp.app, '/api/sso/updateInfo', { icon: avatar.key }, { token: parent.token });
    expect(envelopeOf(byKey)).toMatchObject({ message: 'Profile updated successfully', data: { icon: avatar.url, nickname: 'Ada’s mum' } });
    const cleared = await post(testApp.app, '/api/sso/updateInfo', { icon: '' }, { token: parent.token });
    expect(envelopeOf(cleared).data).toMatchObject({ icon: '' });
  });

  it('refuses an icon that is not one of the member’s own avatar uploads', async () => {
    const parent = await signedInParent(testApp.app);
    const other = await signedInParent(testApp.app);
    const othersAvatar = await uploadAs(other.token, 'avatar', samplePng(), 'other.png');
    const ownDocument = await uploadAs(parent.token, 'document', samplePdf(), 'private.pdf');
    for (const icon of ['https://tracker.example/pixel.png', othersAvatar.url, ownDocument.url, '/api/minio/file/../../secret']) {
      const response = await post(testApp.app, '/api/sso/updateInfo', { icon }, { token: parent.token });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({
        code: 400,
        message: 'Please upload the avatar picture again',
        data: { fields: [{ field: 'icon', message: 'Please upload the avatar picture again' }] },
      });
    }
    expect(envelopeOf(await get(testApp.app, '/api/sso/info', { token: parent.token })).data).toMatchObject({ icon: '' });
  });

  it('refuses an empty or overlong nickname and needs a session', async () => {
    const parent = await signedInParent(testApp.app);
    expect((await post(testApp.app, '/api/sso/updateInfo', { nickname: '   ' }, { token: parent.token })).statusCode).toBe(400);
    expect((await post(testApp.app, '/api/sso/updateInfo', { nickname: 'x'.repeat(33) }, { token: parent.token })).statusCode).toBe(400);
    expect((await post(testApp.app, '/api/sso/updateInfo', { nickname: 'Anyone' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  envelopeOf,
  newAccount,
  post,
  signedInParent,
  type AccountsTestApp,
} from '../../../../tests/support/factories-accounts.ts';
import { multipartBody, samplePdf } from '../../../../tests/support/upload-samples.ts';
import { RateLimitPolicies } from '../../domain/rate-limit.ts';

const PDF = samplePdf();

describe('limits on sign-ups and signed-in uploads', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    // A budget of two and a half sample PDFs a day, and the default sign-up limit.
    testApp = await createAccountsTestApp({ env: { UPLOAD_BYTES_PER_MEMBER_PER_DAY: String(Math.floor(PDF.length * 2.5)) } });
  });
  afterAll(() => testApp.close());

  const upload = (token: string) => {
    const body = multipartBody({ name: 'report.pdf', bytes: PDF });
    return testApp.app.inject({
      method: 'POST',
      url: '/api/minio/upload?purpose=document',
      headers: { 'content-type': body.contentType, authorization: `Bearer ${token}`, language: 'en' },
      payload: body.payload,
    });
  };

  it('limits sign-ups per address, parents and teachers alike, and other addresses are unaffected', async () => {
    const { limit } = RateLimitPolicies.signUpPerAddress;
    for (let index = 0; index < limit; index += 1) {
      expect((await post(testApp.app, '/api/sso/register', newAccount(), { ip: '192.0.2.60' })).statusCode).toBe(200);
    }
    const refused = await post(testApp.app, '/api/sso/register', newAccount(), { ip: '192.0.2.60', language: 'cn' });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toBe('您所在网络注册的账户过多，请 60 分钟后再试');
    const foreign = await post(testApp.app, '/api/sso/registerForeign', { account: newAccount() }, { ip: '192.0.2.60' });
    expect(foreign.statusCode).toBe(400); // judged by its schema first: an incomplete form spends nothing
    expect((await post(testApp.app, '/api/sso/register', newAccount(), { ip: '192.0.2.61' })).statusCode).toBe(200);

    testApp.clock.advanceSeconds(60 * 60);
    expect((await post(testApp.app, '/api/sso/register', newAccount(), { ip: '192.0.2.60' })).statusCode).toBe(200);
  });

  it('gives each member a byte budget a day; a refused file stores nothing and spends nothing', async () => {
    const parent = await signedInParent(testApp.app);
    expect((await upload(parent.token)).statusCode).toBe(200);
    expect((await upload(parent.token)).statusCode).toBe(200);
    const refused = await upload(parent.token);
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toBe('You have used up your upload allowance for today, please try again in 1440 minutes');
    expect((await upload(parent.token)).statusCode).toBe(429);

    const other = await signedInParent(testApp.app);
    expect((await upload(other.token)).statusCode).toBe(200);

    testApp.clock.advanceSeconds(24 * 60 * 60);
    expect((await upload(parent.token)).statusCode).toBe(200);
  });

  it('limits how many files a member uploads in an hour', async () => {
    const roomy = await createAccountsTestApp();
    try {
      const parent = await signedInParent(roomy.app);
      const send = () => {
        const body = multipartBody({ name: 'report.pdf', bytes: PDF });
        return roomy.app.inject({
          method: 'POST',
          url: '/api/minio/upload',
          headers: { 'content-type': body.contentType, authorization: `Bearer ${parent.token}` },
          payload: body.payload,
        });
      };
      for (let index = 0; index < RateLimitPolicies.uploadPerMember.limit; index += 1) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(envelopeOf(refused).message).toBe('Too many files uploaded, please try again in 60 minutes');
    } finally {
      await roomy.close();
    }
  }, 60_000);
});

import fc from 'fast-check';
import { notJsonText, textWithForbiddenCharacter } from '../../../tests/support/fuzz.ts';
import { registerForeignBody, teacherProfileBody } from '../../shared/api/accounts.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  foreignTeacherAnswers,
  newAccount,
  post,
  signedInParent,
  signIn,
  type AccountsTestApp,
} from '../../../tests/support/factories-accounts.ts';
import { multipartBody, samplePdf } from '../../../tests/support/upload-samples.ts';
import {
  advisers,
  authCodes,
  children,
  rateLimitBuckets,
  sessions,
  storedFiles,
  teacherApplications,
  users,
} from '../db/schema.ts';

/**
 * Malformed bodies sent to every endpoint of issue 3: never a 5xx, always the D2 envelope with the
 * status as its code, and not one row written or changed.
 */
const RUNS = 40;

/** Values no string field of ours accepts. */
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
);
const badString = fc.oneof(notAString, fc.constant('x'.repeat(5000)), textWithForbiddenCharacter());
/** Bodies with none of the shape an endpoint needs. */
const shapeless = fc.oneof(
  fc.jsonValue().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
  fc.dictionary(fc.string({ maxLength: 8 }).filter((key) => !['__proto__', 'constructor'].includes(key)), fc.jsonValue(), { maxKeys: 4 }),
);

/** A valid body with one field spoilt; `noNul` fields (passwords) are spoilt by type or length only. */
function spoilt(template: Record<string, unknown>, noNul: string[] = []) {
  const fields = Object.keys(template).filter((key) => typeof template[key] === 'string');
  return fc
    .constantFrom(...fields)
    .chain((field) => (noNul.includes(field) ? fc.oneof(notAString, fc.constant('x'.repeat(5000))) : badString).map((value) => ({ ...template, [field]: value })));
}

describe('fuzz: malformed requests to the account endpoints', () => {
  let testApp: AccountsTestApp;
  let parentToken: string;
  let teacherToken: string;
  let childId: number;

  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    const parent = await signedInParent(testApp.app);
    parentToken = parent.token;
    const child = await post(testApp.app, '/api/ddcChild/create', { name: 'Ada', gender: 'female', birthDate: '2015-01-01', grade: 'G5' }, { token: parentToken });
    childId = (child.json() as { data: { id: number } }).data.id;
    const upload = multipartBody({ name: 'cv.pdf', bytes: samplePdf() });
    const uploaded = await testApp.app.inject({ method: 'POST', url: '/api/minio/upload', headers: { 'content-type': upload.contentType }, payload: upload.payload });
    const cvKey = (uploaded.json() as { data: { key: string } }).data.key;
    const teacher = newAccount();
    await post(testApp.app, '/api/sso/registerForeign', foreignTeacherAnswers({ cvKey }, teacher));
    teacherToken = await signIn(testApp.app, teacher.username, teacher.password);
  });
  afterAll(() => testApp.close());

  async function snapshot() {
    const tables = { users, sessions, authCodes, children, teacherApplications, storedFiles, rateLimitBuckets, advisers };
    return Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await testApp.db.select().from(table)])));
  }

  async function expectRefused(response: { statusCode: number; body: string }) {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(JSON.parse(response.body)).toMatchObject({ code: response.statusCode, message: expect.any(String) });
  }

  const account = newAccount();
  const teacherSteps = (() => {
    const { account: _account, ...steps } = foreignTeacherAnswers({ cvKey: `${'c'.repeat(32)}.pdf` });
    return steps;
  })();
  const child = { name: 'Ada', gender: 'female', birthDate: '2015-01-01', grade: 'G5', school: '', notes: '' };

  const jsonEndpoints: { name: string; url: () => string; token?: () => string; body: fc.Arbitrary<unknown> }[] = [
    { name: '/api/sso/register', url: () => '/api/sso/register', body: fc.oneof(shapeless, spoilt(account, ['password', 'confirmPassword'])) },
    { name: '/api/sso/login', url: () => '/api/sso/login', body: fc.oneof(shapeless, spoilt({ username: account.username, password: account.password }, ['password'])) },
    { name: '/api/sso/getAuthCode', url: () => '/api/sso/getAuthCode', body: fc.oneof(shapeless, spoilt({ email: account.email })) },
    {
      name: '/api/sso/resetPassword',
      url: () => '/api/sso/resetPassword',
      body: fc.oneof(shapeless, spoilt({ email: account.email, code: '123456', password: 'Abcdef-12345', confirmPassword: 'Abcdef-12345' }, ['password', 'confirmPassword'])),
    },
    {
      name: '/api/sso/updatePassword',
      url: () => '/api/sso/updatePassword',
      token: () => parentToken,
      body: fc.oneof(shapeless, spoilt({ oldPassword: 'x', password: 'Abcdef-12345', confirmPassword: 'Abcdef-12345' }, ['oldPassword', 'password', 'confirmPassword'])),
    },
    { name: '/api/sso/updateInfo', url: () => '/api/sso/updateInfo', token: () => parentToken, body: fc.oneof(shapeless, spoilt({ nickname: 'Nick', icon: '' })) },
    {
      name: '/api/sso/registerForeign',
      url: () => '/api/sso/registerForeign',
      // Some answers may be left out (null), so a body with one of those "spoilt" to null is a valid
      // sign-up: it would spend an attempt and be refused only for its taken name. Keep the malformed.
      body: fc.oneof(
        shapeless,
        fc.constantFrom(...Object.keys(teacherSteps)).chain((step) =>
          spoilt((teacherSteps as Record<string, Record<string, unknown>>)[step]).map((value) => ({ account, ...teacherSteps, [step]: value })),
        ),
        spoilt(account, ['password', 'confirmPassword']).map((value) => ({ ...teacherSteps, account: value })),
      ).filter((body) => !registerForeignBody.safeParse(body).success),
    },
    {
      name: '/api/sso/teacherProfile',
      url: () => '/api/sso/teacherProfile',
      token: () => teacherToken,
      body: fc.oneof(
        shapeless,
        fc.constantFrom(...Object.keys(teacherSteps)).chain((step) =>
          spoilt((teacherSteps as Record<string, Record<string, unknown>>)[step]).map((value) => ({ ...teacherSteps, [step]: value })),
        ),
      ).filter((body) => !teacherProfileBody.safeParse(body).success),
    },
    { name: '/api/ddcChild/create', url: () => '/api/ddcChild/create', token: () => parentToken, body: fc.oneof(shapeless, spoilt(child)) },
    { name: '/api/ddcChild/update/{id}', url: () => `/api/ddcChild/update/${childId}`, token: () => parentToken, body: fc.oneof(shapeless, spoilt(child)) },
  ];

  it.each(jsonEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    'refuses malformed JSON bodies to %s',
    async (_, endpoint) => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(endpoint.body, fc.constantFrom('en', 'cn'), async (body, language) => {
          const response = await post(testApp.app, endpoint.url(), body, { token: endpoint.token?.(), language });
          await expectRefused(response);
        }),
        { numRuns: RUNS },
      );
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses bodies that are not JSON, or of another type, on every POST', async () => {
    const before = await snapshot();
    const urls = [...jsonEndpoints.map((endpoint) => endpoint.url()), '/api/sso/logout', `/api/ddcChild/delete/${childId}`];
    const notJson = notJsonText();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), notJson, fc.constantFrom('application/json', 'text/plain', 'application/xml'), async (url, payload, type) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type, authorization: `Bearer ${url.includes('teacherProfile') ? teacherToken : parentToken}` },
        });
        await expectRefused(response);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed ids, keys and queries on the reads and writes by id', async () => {
    const before = await snapshot();
    // A random string may spell the member's own child's id ("1", "01"), which is rightly answered.
    const segment = fc
      .oneof(fc.string({ maxLength: 12 }), fc.constantFrom('-1', '0', '1.5', '99999999999', 'NaN', '%00', '..%2F..'))
      .filter((raw) => Number(raw) !== childId);
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom('detail', 'update', 'delete', 'file', 'adviser'), async (raw, kind) => {
        const value = encodeURIComponent(raw);
        const request =
          kind === 'detail'
            ? { method: 'GET' as const, url: `/api/ddcChild/detail/${value}` }
            : kind === 'update'
              ? { method: 'POST' as const, url: `/api/ddcChild/update/${value}`, payload: child }
              : kind === 'delete'
                ? { method: 'POST' as const, url: `/api/ddcChild/delete/${value}` }
                : kind === 'file'
                  ? { method: 'GET' as const, url: `/api/minio/file/${value}` }
                  : { method: 'GET' as const, url: `/api/ums-adviser/fetch?id=${value}` };
        const response = await testApp.app.inject({ ...request, headers: { authorization: `Bearer ${parentToken}` } });
        // An id that is well formed but not the member's is a 404; nothing else may pass.
        await expectRefused(response);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed multipart bodies and unknown bytes to minio/upload', async () => {
    const before = await snapshot();
    const purposes = fc.constantFrom('', '?purpose=avatar', '?purpose=document', '?purpose=application', '?purpose=nonsense');
    const garbageForm = fc.string({ maxLength: 200 }).map((text) => ({ payload: text, contentType: 'multipart/form-data; boundary=----x' }));
    const unknownBytes = fc
      .uint8Array({ minLength: 0, maxLength: 300 })
      .filter((bytes) => !(bytes[0] === 0x25 && bytes[1] === 0x50))
      .map((bytes) => multipartBody({ name: 'x.pdf', bytes: Buffer.from(bytes) }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(garbageForm, unknownBytes), purposes, fc.boolean(), async (form, purpose, signedIn) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: `/api/minio/upload${purpose}`,
          payload: form.payload,
          remoteAddress: `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          headers: { 'content-type': form.contentType, ...(signedIn ? { authorization: `Bearer ${parentToken}` } : {}) },
        });
        await expectRefused(response);
      }),
      { numRuns: RUNS * 2 },
    );
    const after = await snapshot();
    // Anonymous tries are counted per address by design; nothing else may change.
    expect({ ...after, rateLimitBuckets: [] }).toEqual({ ...before, rateLimitBuckets: [] });
    expect(after.storedFiles).toEqual(before.storedFiles);
  });
});

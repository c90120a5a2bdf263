import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequirementFileDto } from '../../../shared/api/requirements.ts';
import { requirementFiles } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { parentWithChild } from '../../../../tests/support/factories-orders.ts';
import { createConsultingTestApp, requirementTo, staffOfRole, submitRequirement, uploadFile } from '../../../../tests/support/factories-consulting.ts';

/** `ddcQuestionnaire/file/list` and `saveFile` (spec §7): a requirement's files, at most 10, until status 7. */
describe('ddcQuestionnaire files (D12)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    staff = (await staffOfRole(testApp.app, 'admin')).token;
  });
  afterAll(() => testApp.close());

  const list = async (token: string, needId: number) => {
    const response = await get(testApp.app, `/api/ddcQuestionnaire/file/list?needId=${needId}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf(response).data as RequirementFileDto[];
  };
  const save = (token: string, body: unknown, language: 'en' | 'cn' = 'en') => post(testApp.app, '/api/ddcQuestionnaire/saveFile', body, { token, language });

  it('adds and removes files, answering the list; a removed file can be added again', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const need = await submitRequirement(testApp.app, token, childId);
    expect(await list(token, need.id)).toEqual([]);

    const key = await uploadFile(testApp.app, token, 'pdf', '成绩单.pdf');
    const added = await save(token, { needId: need.id, fileKey: key }, 'cn');
    expect(added.statusCode, added.body).toBe(200);
    expect(envelopeOf(added).message).toBe('文件已添加');
    const files = envelopeOf(added).data as RequirementFileDto[];
    expect(files).toEqual([
      { id: expect.any(Number), name: '成绩单.pdf', size: expect.any(Number), mime: 'application/pdf', createTime: testApp.clock().toISOString(), url: `/api/minio/file/${key}` },
    ]);
    // The owner opens it with their token.
    expect((await get(testApp.app, files[0].url, { token })).statusCode).toBe(200);

    const removed = await save(token, { needId: need.id, fileId: files[0].id, remove: true });
    expect(envelopeOf(removed)).toMatchObject({ code: 200, message: 'The file was removed', data: [] });
    const missing = await save(token, { needId: need.id, fileId: files[0].id, remove: true });
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).message).toBe('This file was not found');
    expect((await save(token, { needId: need.id, fileKey: key })).statusCode).toBe(200);
  });

  it('holds at most 10 files', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const keys = await Promise.all(Array.from({ length: 11 }, (_, index) => uploadFile(testApp.app, token, 'png', `page-${index}.png`)));
    const need = await submitRequirement(testApp.app, token, childId, keys.slice(0, 9));
    expect((await save(token, { needId: need.id, fileKey: keys[9] })).statusCode).toBe(200);
    const eleventh = await save(token, { needId: need.id, fileKey: keys[10] });
    expect(eleventh.statusCode).toBe(400);
    expect(envelopeOf(eleventh)).toMatchObject({ message: 'A requirement holds at most 10 files', data: { fields: [{ field: 'fileKey' }] } });
    expect(await list(token, need.id)).toHaveLength(10);
  });

  it('refuses a file that is not the parent’s own upload, or one already attached', async () => {
    const other = await parentWithChild(testApp.app);
    const { token, childId } = await parentWithChild(testApp.app);
    const need = await submitRequirement(testApp.app, token, childId);
    const othersKey = await uploadFile(testApp.app, other.token);
    const refused = await save(token, { needId: need.id, fileKey: othersKey });
    expect(envelopeOf(refused)).toMatchObject({ code: 400, data: { fields: [{ field: 'fileKey', message: 'This file could not be attached, please upload it again' }] } });
    const own = await uploadFile(testApp.app, token);
    expect((await save(token, { needId: need.id, fileKey: own })).statusCode).toBe(200);
    expect((await save(token, { needId: need.id, fileKey: own })).statusCode).toBe(400);
    expect(await list(token, need.id)).toHaveLength(1);
  });

  it('answers 404 for another parent’s need id, to the list and to saves alike', async () => {
    const owner = await parentWithChild(testApp.app);
    const need = await submitRequirement(testApp.app, owner.token, owner.childId, [await uploadFile(testApp.app, owner.token)]);
    const [file] = await list(owner.token, need.id);
    const { token } = await parentWithChild(testApp.app);
    const before = await testApp.db.$count(requirementFiles);

    const peek = await get(testApp.app, `/api/ddcQuestionnaire/file/list?needId=${need.id}`, { token });
    expect(peek.statusCode).toBe(404);
    expect(envelopeOf(peek).message).toBe('This requirement was not found');
    expect((await save(token, { needId: need.id, fileKey: await uploadFile(testApp.app, token) })).statusCode).toBe(404);
    expect((await save(token, { needId: need.id, fileId: file.id, remove: true })).statusCode).toBe(404);
    // Nor can another family fetch the file itself.
    expect((await get(testApp.app, file.url, { token })).statusCode).toBe(404);
    expect(await testApp.db.$count(requirementFiles)).toBe(before);
  });

  it('refuses changes once the programme is formed (7), and once closed', async () => {
    for (const status of [7, 9]) {
      const { token, childId } = await parentWithChild(testApp.app);
      const need = await submitRequirement(testApp.app, token, childId, [await uploadFile(testApp.app, token)]);
      await requirementTo(testApp.app, staff, need.id, status);
      const [file] = await list(token, need.id);
      const add = await save(token, { needId: need.id, fileKey: await uploadFile(testApp.app, token) });
      expect(add.statusCode).toBe(409);
      expect(envelopeOf(add).message).toBe('Files can no longer be changed: the programme has been formed or the requirement is closed');
      expect((await save(token, { needId: need.id, fileId: file.id, remove: true })).statusCode).toBe(409);
      expect(await list(token, need.id)).toHaveLength(1);
    }
  });

  it('allows changes up to communication done (6)', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const need = await submitRequirement(testApp.app, token, childId);
    await requirementTo(testApp.app, staff, need.id, 6);
    expect((await save(token, { needId: need.id, fileKey: await uploadFile(testApp.app, token) })).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequirementDetail, RequirementList } from '../../../shared/api/requirements.ts';
import { requirementFiles, requirementHistory, requirements, storedFiles, users } from '../../db/schema.ts';
import { envelopeOf, get, post, seedAdviser, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { childFor, parentWithChild } from '../../../../tests/support/factories-orders.ts';
import {
  createConsultingTestApp,
  questionnaire,
  requirementDetail,
  requirementTo,
  staffOfRole,
  submitRequirement,
  uploadFile,
} from '../../../../tests/support/factories-consulting.ts';

/** D12 for families: the Inspire questionnaire, its limits, the tabs with counts, the detail and withdrawing. */
describe('ddcRequirement (D12)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    staff = (await staffOfRole(testApp.app, 'admin')).token;
  });
  afterAll(() => testApp.close());

  const rowCounts = async () => ({
    requirements: await testApp.db.$count(requirements),
    history: await testApp.db.$count(requirementHistory),
    files: await testApp.db.$count(requirementFiles),
  });

  it('proposes the family’s adviser as consultant until one is matched', async () => {
    const { token, childId, username } = await parentWithChild(testApp.app);
    const adviser = await seedAdviser(testApp.db);
    await testApp.db.update(users).set({ adviserId: adviser.id }).where(eq(users.username, username));
    const submitted = await submitRequirement(testApp.app, token, childId);
    const detail = await requirementDetail(testApp.app, token, submitted.id, { language: 'cn' });
    expect(detail.consultant).toBeNull();
    expect(detail.proposedConsultant).toMatchObject({ name: '林老师', title: '资深顾问', email: 'grace@example.com' });

    const { token: other, childId: otherChild } = await parentWithChild(testApp.app);
    const withoutAdviser = await submitRequirement(testApp.app, other, otherChild);
    expect((await requirementDetail(testApp.app, other, withoutAdviser.id)).proposedConsultant).toBeNull();
  });

  it('submits the questionnaire with files: pending (0), the files attached, a first timeline step', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const keys = [await uploadFile(testApp.app, token, 'pdf', 'school report.pdf'), await uploadFile(testApp.app, token, 'png', 'essay.png')];
    const response = await post(testApp.app, '/api/ddcRequirement/create', { childId, questionnaire: questionnaire({ hours: 20, students: 2 }), fileKeys: keys }, { token, language: 'cn' });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf(response).message).toBe('需求提交成功');
    const detail = envelopeOf(response).data as RequirementDetail;
    expect(detail).toMatchObject({
      status: 0,
      childId,
      childName: 'Ada Chen',
      subjectArea: { code: 'mathematics', name: '数学' },
      hours: 20,
      students: 2,
      consultant: null,
      teacher: null,
      meeting: null,
      product: null,
      orderId: null,
      fileCount: 2,
      allowedActions: ['editFiles', 'withdraw'],
    });
    expect(detail.questionnaire).toMatchObject({ goals: 'Prepare for the national olympiad', preferredDays: ['sat', 'sun'], timeZone: 'Europe/London', language: 'en' });
    expect(detail.history).toEqual([{ fromStatus: null, toStatus: 0, actor: 'member', actorName: '', note: '', createTime: testApp.clock().toISOString() }]);
    const purposes = await testApp.db.select({ purpose: storedFiles.purpose }).from(storedFiles).where(eq(storedFiles.key, keys[0]));
    expect(purposes).toEqual([{ purpose: 'requirement' }]);
  });

  it.each([
    ['19 hours', { hours: 19 }, 'questionnaire.hours', 'An Inspire programme has 20 to 64 hours'],
    ['65 hours', { hours: 65 }, 'questionnaire.hours', 'An Inspire programme has 20 to 64 hours'],
    ['half an hour more', { hours: 20.5 }, 'questionnaire.hours', 'An Inspire programme has 20 to 64 hours'],
    ['no students', { students: 0 }, 'questionnaire.students', 'An Inspire programme is for 1 or 2 students'],
    ['three students', { students: 3 }, 'questionnaire.students', 'An Inspire programme is for 1 or 2 students'],
    ['no preferred days', { preferredDays: [] }, 'questionnaire.preferredDays', 'Please pick at least one day'],
    ['no goals', { goals: '  ' }, 'questionnaire.goals', 'This field is required'],
    ['an unknown subject', { subjectArea: 'alchemy' }, 'questionnaire.subjectArea', 'Please pick subjects from the list'],
    ['an unknown time zone', { timeZone: 'Nowhere/City' }, 'questionnaire.timeZone', 'Please choose a valid time zone'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, overrides, field, message) => {
    const { token, childId } = await parentWithChild(testApp.app);
    const before = await rowCounts();
    const response = await post(testApp.app, '/api/ddcRequirement/create', { childId, questionnaire: questionnaire(overrides as never) }, { token });
    expect(response.statusCode, response.body).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ code: 400, data: { fields: [{ field, message }] } });
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts 20 and 64 hours, the limits themselves', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    for (const hours of [20, 64]) {
      const response = await post(testApp.app, '/api/ddcRequirement/create', { childId, questionnaire: questionnaire({ hours }) }, { token });
      expect((envelopeOf(response).data as RequirementDetail).hours).toBe(hours);
    }
  });

  it('answers 404 for a child of another parent, and refuses another parent’s files, storing nothing', async () => {
    const other = await parentWithChild(testApp.app);
    const { token, childId } = await parentWithChild(testApp.app);
    const before = await rowCounts();
    const stranger = await post(testApp.app, '/api/ddcRequirement/create', { childId: other.childId, questionnaire: questionnaire() }, { token });
    expect(stranger.statusCode).toBe(404);
    expect(envelopeOf(stranger).message).toBe('This child was not found');

    const othersFile = await uploadFile(testApp.app, other.token);
    const files = await post(testApp.app, '/api/ddcRequirement/create', { childId, questionnaire: questionnaire(), fileKeys: [othersFile] }, { token });
    expect(envelopeOf(files)).toMatchObject({ code: 400, data: { fields: [{ field: 'fileKeys', message: 'This file could not be attached, please upload it again' }] } });
    const eleven = await post(testApp.app, '/api/ddcRequirement/create', { childId, questionnaire: questionnaire(), fileKeys: Array.from({ length: 11 }, (_, index) => `${String(index).padStart(32, 'a')}.pdf`) }, { token });
    expect(envelopeOf(eleven)).toMatchObject({ code: 400, data: { fields: [{ field: 'fileKeys', message: 'A requirement holds at most 10 files' }] } });
    expect(await rowCounts()).toEqual(before);
  });

  it('lists the family’s requirements by status with a count for every tab', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const first = await submitRequirement(testApp.app, token, childId);
    const second = await submitRequirement(testApp.app, token, await childFor(testApp.app, token, { name: 'Ben Chen' }));
    await submitRequirement(testApp.app, token, childId);
    await requirementTo(testApp.app, staff, first.id, 2);
    await requirementTo(testApp.app, staff, second.id, 9);

    const all = envelopeOf(await get(testApp.app, '/api/ddcRequirement/list', { token })).data as RequirementList;
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ '-1': 3, '0': 1, '1': 0, '2': 1, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, '8': 0, '9': 1 });
    const closed = envelopeOf(await get(testApp.app, '/api/ddcRequirement/list?status=9', { token })).data as RequirementList;
    expect(closed.list).toMatchObject([{ id: second.id, status: 9, childName: 'Ben Chen', closedReason: 'The family chose another programme' }]);
    expect(closed.counts['-1']).toBe(3);
    const paged = envelopeOf(await get(testApp.app, '/api/ddcRequirement/list?pageSize=2&pageNum=2', { token })).data as RequirementList;
    expect(paged.list.map((item) => item.id)).toEqual([first.id]);

    const stranger = await parentWithChild(testApp.app);
    expect((envelopeOf(await get(testApp.app, '/api/ddcRequirement/list', { token: stranger.token })).data as RequirementList).counts['-1']).toBe(0);
    const peek = await get(testApp.app, `/api/ddcRequirement/detail/${first.id}`, { token: stranger.token });
    expect(peek.statusCode).toBe(404);
    expect(envelopeOf(peek).message).toBe('This requirement was not found');
  });

  it('withdraws with a reason: closed (9), the reason on the timeline; not twice, and never by a stranger', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const submitted = await submitRequirement(testApp.app, token, childId);
    await requirementTo(testApp.app, staff, submitted.id, 3);
    const stranger = await parentWithChild(testApp.app);
    expect((await post(testApp.app, `/api/ddcRequirement/withdraw/${submitted.id}`, { reason: 'x' }, { token: stranger.token })).statusCode).toBe(404);
    const empty = await post(testApp.app, `/api/ddcRequirement/withdraw/${submitted.id}`, { reason: ' ' }, { token });
    expect(envelopeOf(empty)).toMatchObject({ code: 400, data: { fields: [{ field: 'reason', message: 'This field is required' }] } });

    const response = await post(testApp.app, `/api/ddcRequirement/withdraw/${submitted.id}`, { reason: 'We moved abroad' }, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf(response).message).toBe('Your requirement was withdrawn');
    const detail = envelopeOf(response).data as RequirementDetail;
    expect(detail).toMatchObject({ status: 9, closedReason: 'We moved abroad', allowedActions: [] });
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: 3, toStatus: 9, actor: 'member', note: 'We moved abroad' });

    const again = await post(testApp.app, `/api/ddcRequirement/withdraw/${submitted.id}`, { reason: 'Again' }, { token });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe('This step is not possible while the requirement is in its present status');
    expect((await requirementDetail(testApp.app, token, submitted.id)).history).toHaveLength(detail.history.length);
  });
});

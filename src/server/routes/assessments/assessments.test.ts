import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentDetail, AssessmentList, SubjectDto } from '../../../shared/api/assessments.ts';
import { assessmentHistory, assessments } from '../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../tests/support/factories-accounts.ts';
import { childFor, parentWithChild } from '../../../../tests/support/factories-orders.ts';
import {
  assessmentBody,
  assessmentTo,
  bookAssessmentFor,
  createConsultingTestApp,
  slotsFrom,
  staffOfRole,
} from '../../../../tests/support/factories-consulting.ts';

/** D13 for families: booking an assessment, its limits, reading it, and booking again after "abnormal". */
describe('ddcAssessment (D13)', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    staff = (await staffOfRole(testApp.app, 'admin')).token;
  });
  afterAll(() => testApp.close());

  const rowCounts = async () => ({ assessments: await testApp.db.$count(assessments), history: await testApp.db.$count(assessmentHistory) });

  it('lists the subjects in the reader’s language', async () => {
    const { token } = await parentWithChild(testApp.app);
    const en = envelopeOf(await get(testApp.app, '/api/ddcAssessment/subjects', { token })).data as SubjectDto[];
    const cn = envelopeOf(await get(testApp.app, '/api/ddcAssessment/subjects', { token, language: 'cn' })).data as SubjectDto[];
    expect(en.slice(0, 2)).toEqual([
      { code: 'mathematics', name: 'Mathematics' },
      { code: 'physics', name: 'Physics' },
    ]);
    expect(cn.find((subject) => subject.code === 'chemistry')?.name).toBe('化学');
    expect(en).toHaveLength(5);
  });

  it('books an assessment: registered, the slots in UTC with the zone, a first timeline step', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const slots = slotsFrom(testApp.clock(), 1).map((slot) => slot.replace('Z', '+00:00'));
    const response = await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), childId, { slots, subjects: ['physics', 'mathematics', 'chemistry', 'biology'] }), {
      token,
      language: 'cn',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = envelopeOf(response);
    expect(body.message).toBe('测评预约成功');
    const detail = body.data as AssessmentDetail;
    expect(detail).toMatchObject({
      status: 0,
      childId,
      childName: 'Ada Chen',
      timeZone: 'Asia/Shanghai',
      notes: 'Loves puzzles',
      scheduledAt: null,
      report: null,
      allowedActions: [],
    });
    expect(detail.subjects.map((subject) => subject.name)).toEqual(['物理', '数学', '化学', '生物']);
    expect(detail.preferredSlots).toEqual(slots.map((slot) => new Date(slot).toISOString()));
    expect(detail.history).toEqual([{ fromStatus: null, toStatus: 0, actor: 'member', actorName: '', note: '', createTime: testApp.clock().toISOString() }]);
  });

  it.each([
    ['one subject', { subjects: ['mathematics'] }, 'subjects', 'Please pick 2 to 4 different subjects'],
    ['five subjects', { subjects: ['mathematics', 'physics', 'chemistry', 'biology', 'writing'] }, 'subjects', 'Please pick 2 to 4 different subjects'],
    ['the same subject twice', { subjects: ['mathematics', 'mathematics'] }, 'subjects', 'Please pick 2 to 4 different subjects'],
    ['an unknown subject', { subjects: ['mathematics', 'alchemy'] }, 'subjects', 'Please pick subjects from the list'],
    ['two slots', { slots: ['2026-03-05T09:00:00Z', '2026-03-06T09:00:00Z'] }, 'slots', 'Please pick three preferred times'],
    ['the same slot twice', { slots: ['2026-03-05T09:00:00Z', '2026-03-05T09:00:00Z', '2026-03-06T09:00:00Z'] }, 'slots', 'Please pick three different times'],
    ['a slot in the past', { slots: ['2026-03-01T09:00:00Z', '2026-03-05T09:00:00Z', '2026-03-06T09:00:00Z'] }, 'slots', 'Each preferred time must lie in the coming 21 days'],
    ['a slot beyond 21 days', { slots: ['2026-03-05T09:00:00Z', '2026-03-06T09:00:00Z', '2026-03-24T09:00:00Z'] }, 'slots', 'Each preferred time must lie in the coming 21 days'],
    ['a slot that is not a time', { slots: ['tomorrow', '2026-03-05T09:00:00Z', '2026-03-06T09:00:00Z'] }, 'slots', 'Please enter a valid date and time'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'Please choose a valid time zone'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, overrides, field, message) => {
    const { token, childId } = await parentWithChild(testApp.app);
    const before = await rowCounts();
    const response = await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), childId, overrides), { token });
    expect(response.statusCode, response.body).toBe(400);
    expect(envelopeOf(response)).toMatchObject({ code: 400, data: { fields: [{ field, message }] } });
    expect(envelopeOf(response).message).toContain(field);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers the field errors in Chinese for a Chinese page', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const response = await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), childId, { subjects: ['physics'] }), { token, language: 'cn' });
    expect(envelopeOf(response)).toMatchObject({ code: 400, message: '以下字段无效：subjects', data: { fields: [{ field: 'subjects', message: '请选择 2 至 4 个不同的科目' }] } });
  });

  it('answers 404 for a child of another parent, storing nothing', async () => {
    const other = await parentWithChild(testApp.app);
    const { token } = await parentWithChild(testApp.app);
    const before = await rowCounts();
    const response = await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), other.childId), { token });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response)).toMatchObject({ code: 404, message: 'This child was not found' });
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps one assessment under way per child, and lets another child book', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    await bookAssessmentFor(testApp.app, token, childId);
    const again = await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), childId), { token });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe('This child already has an assessment under way; you can follow it in your User Center');
    const sibling = await childFor(testApp.app, token, { name: 'Ben Chen' });
    expect((await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), sibling), { token })).statusCode).toBe(200);
  });

  it('lists a family’s own assessments by status, and hides another family’s', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const first = await bookAssessmentFor(testApp.app, token, childId);
    await assessmentTo(testApp.app, staff, first.id, 2);
    const second = await bookAssessmentFor(testApp.app, token, await childFor(testApp.app, token, { name: 'Ben Chen' }));

    const all = envelopeOf(await get(testApp.app, '/api/ddcAssessment/list', { token })).data as AssessmentList;
    expect(all.total).toBe(2);
    expect(all.list.map((item) => item.id)).toEqual([second.id, first.id]);
    const scheduled = envelopeOf(await get(testApp.app, '/api/ddcAssessment/list?status=2', { token })).data as AssessmentList;
    expect(scheduled.list).toMatchObject([{ id: first.id, status: 2, assessor: 'Dr. Ada Park', meetingUrl: 'https://meet.example.com/room-1' }]);

    const stranger = await parentWithChild(testApp.app);
    expect((envelopeOf(await get(testApp.app, '/api/ddcAssessment/list', { token: stranger.token })).data as AssessmentList).total).toBe(0);
    const peek = await get(testApp.app, `/api/ddcAssessment/detail/${first.id}`, { token: stranger.token });
    expect(peek.statusCode).toBe(404);
    expect(envelopeOf(peek).message).toBe('This assessment was not found');
    expect((await get(testApp.app, `/api/ddcAssessment/report/${first.id}`, { token: stranger.token })).statusCode).toBe(404);
  });

  it('books an abnormal assessment again: registered with new choices, its past kept on the timeline', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const booked = await bookAssessmentFor(testApp.app, token, childId);
    await assessmentTo(testApp.app, staff, booked.id, 5);
    const abnormal = envelopeOf(await get(testApp.app, `/api/ddcAssessment/detail/${booked.id}`, { token })).data as AssessmentDetail;
    expect(abnormal).toMatchObject({ status: 5, abnormalReason: 'The child did not come', allowedActions: ['rebook'] });

    const choices = { subjects: ['chemistry', 'biology'], slots: slotsFrom(testApp.clock(), 5), timeZone: 'Europe/Paris', notes: '' };
    const response = await post(testApp.app, `/api/ddcAssessment/rebook/${booked.id}`, choices, { token });
    expect(response.statusCode, response.body).toBe(200);
    const rebooked = envelopeOf(response).data as AssessmentDetail;
    expect(rebooked).toMatchObject({ status: 0, timeZone: 'Europe/Paris', abnormalReason: '', allowedActions: [] });
    expect(rebooked.subjects.map((subject) => subject.code)).toEqual(['chemistry', 'biology']);
    expect(rebooked.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actor])).toEqual([
      [null, 0, 'member'],
      [0, 5, 'staff'],
      [5, 0, 'member'],
    ]);
    expect(rebooked.history[1]).toMatchObject({ note: 'The child did not come', actorName: 'Grace Staff' });

    // Now registered again: booking it again is not a legal step.
    const twice = await post(testApp.app, `/api/ddcAssessment/rebook/${booked.id}`, choices, { token });
    expect(twice.statusCode).toBe(409);
    expect(envelopeOf(twice).message).toBe('This step is not possible while the assessment is in its present status');
  });

  it('refuses to book an abnormal assessment again while the child has another under way', async () => {
    const { token, childId } = await parentWithChild(testApp.app);
    const booked = await bookAssessmentFor(testApp.app, token, childId);
    await assessmentTo(testApp.app, staff, booked.id, 5);
    await bookAssessmentFor(testApp.app, token, childId);
    const response = await post(testApp.app, `/api/ddcAssessment/rebook/${booked.id}`, { subjects: ['mathematics', 'physics'], slots: slotsFrom(testApp.clock()), timeZone: 'UTC' }, { token });
    expect(response.statusCode).toBe(409);
    expect(envelopeOf(response).message).toContain('already has an assessment under way');
  });

  it('asks a visitor to sign in', async () => {
    const response = await get(testApp.app, '/api/ddcAssessment/list');
    expect(response.statusCode).toBe(401);
    expect(envelopeOf(response).message).toBe('Please sign in to continue');
  });
});

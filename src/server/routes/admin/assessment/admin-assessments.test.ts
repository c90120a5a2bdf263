import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAssessmentDetail, AdminAssessmentList, AssessmentDetail, AssessmentStatusCode } from '../../../../shared/api/assessments.ts';
import { academicRecords, assessmentHistory, assessments, auditLog, storedFiles, users } from '../../../db/schema.ts';
import { envelopeOf, get, lastMailTo, post, readOutbox, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { parentWithChild } from '../../../../../tests/support/factories-orders.ts';
import {
  assessmentTo,
  bookAssessmentFor,
  createConsultingTestApp,
  futureInstant,
  staffOfRole,
  uploadFile,
} from '../../../../../tests/support/factories-consulting.ts';
import { samplePdf } from '../../../../../tests/support/upload-samples.ts';

type Step = 'completeInfo' | 'schedule' | 'uploadReport' | 'sendReport' | 'markAbnormal';

/** Where each staff step leads from each status (D13); absent: 409 and nothing changes. */
const LEGAL: Record<Step, Partial<Record<AssessmentStatusCode, AssessmentStatusCode>>> = {
  completeInfo: { 0: 1 },
  schedule: { 1: 2, 2: 2 },
  uploadReport: { 2: 3, 3: 3 },
  sendReport: { 3: 4 },
  markAbnormal: { 0: 5, 1: 5, 2: 5, 3: 5 },
};
const STATUSES = [0, 1, 2, 3, 4, 5] as const satisfies readonly AssessmentStatusCode[];

describe('admin/assessment (D13, D24)', () => {
  let testApp: AccountsTestApp;
  let staff: { token: string; userId: number };
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    staff = await staffOfRole(testApp.app, 'adviser', 'Grace Staff');
  });
  afterAll(() => testApp.close());

  const step = (name: Step, id: number, body: unknown, token = staff.token) => post(testApp.app, `/api/admin/assessment/${name}/${id}`, body, { token });

  async function bodyFor(name: Step): Promise<unknown> {
    switch (name) {
      case 'completeInfo':
        return { childInfo: { grade: 'Grade 6', strengths: 'Geometry' }, note: 'Talked with the mother' };
      case 'schedule':
        return { scheduledAt: futureInstant(testApp.app, 4), assessor: 'Dr. Ada Park', meetingUrl: 'https://meet.example.com/a' };
      case 'uploadReport':
        return { fileKey: await uploadFile(testApp.app, staff.token, 'pdf', 'report.pdf') };
      case 'sendReport':
        return { note: 'Well done' };
      case 'markAbnormal':
        return { reason: 'No-show' };
    }
  }

  const footprint = async (id: number) => {
    const [row] = await testApp.db.select().from(assessments).where(eq(assessments.id, id));
    return {
      row,
      history: await testApp.db.$count(assessmentHistory, eq(assessmentHistory.assessmentId, id)),
      records: await testApp.db.$count(academicRecords, eq(academicRecords.assessmentId, id)),
      audits: await testApp.db.$count(auditLog, eq(auditLog.entityId, String(id))),
    };
  };

  it('takes an assessment from registered to report sent; the family reads each step, its mail and then the report', async () => {
    const parent = await parentWithChild(testApp.app);
    await testApp.db.update(users).set({ language: 'cn' }).where(eq(users.username, parent.username));
    const booked = await bookAssessmentFor(testApp.app, parent.token, parent.childId);

    expect((await step('completeInfo', booked.id, await bodyFor('completeInfo'))).statusCode).toBe(200);
    const scheduledAt = '2026-03-06T01:30:00.000Z';
    const scheduled = await step('schedule', booked.id, { scheduledAt, assessor: 'Dr. Ada Park', meetingUrl: 'https://meet.example.com/a', note: 'Room 1' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const mail = await lastMailTo(testApp.dataDir, parent.email);
    expect(mail?.subject).toBe('Ada Chen的测评时间已确定');
    // 01:30 UTC is 09:30 in Shanghai, the zone the family picked their slots in.
    expect(mail?.text).toContain('09:30（北京时间）');
    expect(mail?.text).toContain('https://meet.example.com/a');

    const fileKey = await uploadFile(testApp.app, staff.token, 'pdf', 'Ada report.pdf');
    expect((await step('uploadReport', booked.id, { fileKey })).statusCode).toBe(200);
    // Before it is sent, the family cannot open it.
    const early = await get(testApp.app, `/api/ddcAssessment/report/${booked.id}`, { token: parent.token });
    expect(early.statusCode).toBe(404);
    expect(envelopeOf(early).message).toBe('The report is not available yet');

    const sent = await step('sendReport', booked.id, null);
    expect(sent.statusCode, sent.body).toBe(200);
    const staffView = envelopeOf(sent).data as AdminAssessmentDetail;
    expect(staffView).toMatchObject({ status: 4, allowedSteps: [], childInfo: { grade: 'Grade 6', strengths: 'Geometry' }, report: { name: 'Ada report.pdf', key: fileKey } });

    const family = envelopeOf(await get(testApp.app, `/api/ddcAssessment/detail/${booked.id}`, { token: parent.token })).data as AssessmentDetail;
    expect(family).toMatchObject({ status: 4, scheduledAt, assessor: 'Dr. Ada Park', report: { name: 'Ada report.pdf', mime: 'application/pdf' } });
    expect(family).not.toHaveProperty('childInfo');
    expect(family.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actor, entry.actorName, entry.note])).toEqual([
      [null, 0, 'member', '', ''],
      [0, 1, 'staff', 'Grace Staff', 'Talked with the mother'],
      [1, 2, 'staff', 'Grace Staff', 'Room 1'],
      [2, 3, 'staff', 'Grace Staff', ''],
      [3, 4, 'staff', 'Grace Staff', ''],
    ]);

    const report = await get(testApp.app, `/api/ddcAssessment/report/${booked.id}`, { token: parent.token });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.equals(samplePdf())).toBe(true);

    const [record] = await testApp.db.select().from(academicRecords).where(eq(academicRecords.assessmentId, booked.id));
    expect(record).toMatchObject({ childId: parent.childId, kind: 'assessmentReport', titleEn: 'Assessment report: Mathematics, Physics', titleZh: '测评报告：数学、物理', createdBy: staff.userId });
    const [file] = await testApp.db.select().from(storedFiles).where(eq(storedFiles.key, fileKey));
    expect(file.purpose).toBe('report');
    expect((await lastMailTo(testApp.dataDir, parent.email))?.subject).toBe('Ada Chen的测评报告已发送');
  });

  it('writes every step to the audit log with the fields before and after', async () => {
    const parent = await parentWithChild(testApp.app);
    const booked = await bookAssessmentFor(testApp.app, parent.token, parent.childId);
    await step('completeInfo', booked.id, { childInfo: { grade: 'G6' } });
    await step('markAbnormal', booked.id, { reason: 'Ill on the day' });
    const rows = await testApp.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'assessment'), eq(auditLog.entityId, String(booked.id)))).orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.entityType, row.actorId])).toEqual([
      ['assessment.completeInfo', 'assessment', staff.userId],
      ['assessment.markAbnormal', 'assessment', staff.userId],
    ]);
    expect(rows[0].before).toEqual({ status: 0, childInfo: null });
    expect(rows[0].after).toEqual({ status: 1, childInfo: { grade: 'G6', school: '', background: '', strengths: '', support: '' } });
    expect(rows[1]).toMatchObject({ before: { status: 1, abnormalReason: '' }, after: { status: 5, abnormalReason: 'Ill on the day' }, note: 'Ill on the day' });
  });

  describe('every staff step from every status', () => {
    const cases = STATUSES.flatMap((status) => (Object.keys(LEGAL) as Step[]).map((name) => [status, name] as const));
    it.each(cases)('from %i, %s', async (status, name) => {
      const parent = await parentWithChild(testApp.app);
      const booked = await bookAssessmentFor(testApp.app, parent.token, parent.childId);
      await assessmentTo(testApp.app, staff.token, booked.id, status);
      const body = await bodyFor(name);
      const before = await footprint(booked.id);
      expect(before.row.status).toBe(status);
      const mailsBefore = (await readOutbox(testApp.dataDir)).length;

      const response = await step(name, booked.id, body);
      const target = LEGAL[name][status];
      if (target === undefined) {
        expect(response.statusCode, response.body).toBe(409);
        expect(envelopeOf(response).message).toBe('This step is not possible while the assessment is in its present status');
        expect(await footprint(booked.id)).toEqual(before);
        expect((await readOutbox(testApp.dataDir)).length).toBe(mailsBefore);
      } else {
        expect(response.statusCode, response.body).toBe(200);
        const after = await footprint(booked.id);
        expect(after.row.status).toBe(target);
        expect(after.history).toBe(before.history + 1);
        expect(after.audits).toBe(before.audits + 1);
        expect(after.records).toBe(before.records + (name === 'sendReport' ? 1 : 0));
      }
    });
  });

  it('refuses a report file the staff member did not upload, and a meeting in the past, naming the field', async () => {
    const parent = await parentWithChild(testApp.app);
    const booked = await bookAssessmentFor(testApp.app, parent.token, parent.childId);
    await assessmentTo(testApp.app, staff.token, booked.id, 1);
    const past = await step('schedule', booked.id, { scheduledAt: '2026-03-01T08:00:00Z', assessor: 'A', meetingUrl: 'https://meet.example.com/a' });
    expect(envelopeOf(past)).toMatchObject({ code: 400, data: { fields: [{ field: 'scheduledAt', message: 'This time has already passed' }] } });
    const script = await step('schedule', booked.id, { scheduledAt: futureInstant(testApp.app, 2), assessor: 'A', meetingUrl: 'javascript:alert(1)' });
    expect(envelopeOf(script)).toMatchObject({ code: 400, data: { fields: [{ field: 'meetingUrl', message: 'Please enter a meeting link that starts with https://' }] } });

    expect((await step('schedule', booked.id, await bodyFor('schedule'))).statusCode).toBe(200);
    const parentsFile = await uploadFile(testApp.app, parent.token);
    const refused = await step('uploadReport', booked.id, { fileKey: parentsFile });
    expect(envelopeOf(refused)).toMatchObject({ code: 400, data: { fields: [{ field: 'fileKey', message: 'Please upload the report file again' }] } });
    expect((await footprint(booked.id)).row.status).toBe(2);
  });

  it('lists and searches every family’s assessments for staff', async () => {
    const parent = await parentWithChild(testApp.app);
    const booked = await bookAssessmentFor(testApp.app, parent.token, parent.childId);
    const found = envelopeOf(await get(testApp.app, `/api/admin/assessment/list?q=${parent.username}`, { token: staff.token })).data as AdminAssessmentList;
    expect(found.list).toMatchObject([{ id: booked.id, memberId: expect.any(Number), parentEmail: parent.email, status: 0 }]);
    const detail = envelopeOf(await get(testApp.app, `/api/admin/assessment/detail/${booked.id}`, { token: staff.token })).data as AdminAssessmentDetail;
    expect(detail.allowedSteps).toEqual(['completeInfo', 'markAbnormal']);
    expect((await get(testApp.app, '/api/admin/assessment/detail/999999', { token: staff.token })).statusCode).toBe(404);
  });

  it('answers 401 to visitors and 403 to families and teachers', async () => {
    const parent = await parentWithChild(testApp.app);
    const booked = await bookAssessmentFor(testApp.app, parent.token, parent.childId);
    expect((await get(testApp.app, '/api/admin/assessment/list')).statusCode).toBe(401);
    const forbidden = await step('completeInfo', booked.id, { childInfo: { grade: 'G6' } }, parent.token);
    expect(forbidden.statusCode).toBe(403);
    expect(envelopeOf(forbidden).message).toBe('You are not allowed to do this');
    expect((await footprint(booked.id)).row.status).toBe(0);
  });
});

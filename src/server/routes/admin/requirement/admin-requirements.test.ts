import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRequirementDetail, AdminRequirementList, RequirementStatusCode } from '../../../../shared/api/requirements.ts';
import { auditLog, products, requirementHistory, requirements, users } from '../../../db/schema.ts';
import { envelopeOf, get, post, readOutbox, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { childFor, parentWithChild, requestOrder } from '../../../../../tests/support/factories-orders.ts';
import { countWaitingAssessments } from '../../../domain/assessments/assessment-reads.ts';
import { countWaitingRequirements } from '../../../domain/requirements/requirement-reads.ts';
import {
  bookAssessmentFor,
  createConsultant,
  createConsultingTestApp,
  createTeacher,
  formProductBody,
  futureInstant,
  requirementDetail,
  requirementTo,
  staffOfRole,
  submitRequirement,
  uploadFile,
} from '../../../../../tests/support/factories-consulting.ts';

type Step = 'assignConsultant' | 'recordConsultantTalk' | 'matchTeacher' | 'scheduleMeeting' | 'recordMeetingHeld' | 'recordCommunicationDone' | 'formProduct' | 'close';

/** Where each staff step leads from each status (D12); absent: 409 and nothing changes. */
const LEGAL: Record<Step, Partial<Record<RequirementStatusCode, RequirementStatusCode>>> = {
  assignConsultant: { 0: 1 },
  recordConsultantTalk: { 1: 2 },
  matchTeacher: { 2: 3 },
  scheduleMeeting: { 3: 4, 4: 4 },
  recordMeetingHeld: { 4: 5 },
  recordCommunicationDone: { 5: 6 },
  formProduct: { 6: 7 },
  close: { 0: 9, 1: 9, 2: 9, 3: 9, 4: 9, 5: 9, 6: 9, 7: 9 },
};
const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly RequirementStatusCode[];

describe('admin/requirement (D12, D24)', () => {
  let testApp: AccountsTestApp;
  let staff: { token: string; userId: number };
  let people: { consultantId: number; teacherId: number };
  let family: Awaited<ReturnType<typeof parentWithChild>>;
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    staff = await staffOfRole(testApp.app, 'adviser', 'Grace Staff');
    people = { consultantId: (await createConsultant(testApp.app)).id, teacherId: (await createTeacher(testApp.app)).id };
    family = await parentWithChild(testApp.app);
  });
  afterAll(() => testApp.close());

  const step = (name: Step, id: number, body?: unknown, token = staff.token) => post(testApp.app, `/api/admin/requirement/${name}/${id}`, body, { token });

  function bodyFor(name: Step): unknown {
    switch (name) {
      case 'assignConsultant':
        return { consultantId: people.consultantId };
      case 'matchTeacher':
        return { teacherApplicationId: people.teacherId };
      case 'scheduleMeeting':
        return { meetingAt: futureInstant(testApp.app, 6), meetingUrl: 'https://meet.example.com/b' };
      case 'formProduct':
        return formProductBody();
      case 'close':
        return { reason: 'Not a fit' };
      default:
        return { note: 'Done' };
    }
  }

  /**
   * A fresh requirement brought to `status`; 8 through the family's own order. Each is of a new
   * family, since a child may have only two under way and a member send five an hour (issue 26).
   */
  async function requirementIn(status: RequirementStatusCode): Promise<number> {
    family = await parentWithChild(testApp.app);
    const need = await submitRequirement(testApp.app, family.token, family.childId);
    await requirementTo(testApp.app, staff.token, need.id, status === 8 ? 7 : status, people);
    if (status === 8) {
      const product = (await requirementDetail(testApp.app, family.token, need.id)).product;
      const ordered = await requestOrder(testApp.app, family.token, { productId: product!.productId, childId: family.childId });
      expect(ordered.statusCode, ordered.body).toBe(200);
    }
    return need.id;
  }

  const footprint = async (id: number) => {
    const [row] = await testApp.db.select().from(requirements).where(eq(requirements.id, id));
    return {
      row,
      history: await testApp.db.$count(requirementHistory, eq(requirementHistory.requirementId, id)),
      audits: await testApp.db.$count(auditLog, eq(auditLog.entityId, String(id))),
      products: await testApp.db.$count(products),
    };
  };

  it('takes a requirement from pending to product formed, mailing the family at every step in their language', async () => {
    const parent = await parentWithChild(testApp.app);
    await testApp.db.update(users).set({ language: 'cn' }).where(eq(users.username, parent.username));
    const need = await submitRequirement(testApp.app, parent.token, parent.childId, [await uploadFile(testApp.app, parent.token)]);
    const mailsTo = async () => (await readOutbox(testApp.dataDir)).filter((mail) => mail.to.includes(parent.email));
    const welcome = (await mailsTo()).length;

    const meetingAt = '2026-03-10T14:00:00.000Z';
    const steps: [Step, unknown][] = [
      ['assignConsultant', { consultantId: people.consultantId, note: 'Grace speaks Mandarin' }],
      ['recordConsultantTalk', { note: 'Called the mother' }],
      ['matchTeacher', { teacherApplicationId: people.teacherId }],
      ['scheduleMeeting', { meetingAt, meetingUrl: 'https://meet.example.com/three' }],
      ['recordMeetingHeld', null],
      ['recordCommunicationDone', { note: 'Agreed on 40 hours' }],
      ['formProduct', formProductBody()],
    ];
    for (const [name, body] of steps) {
      const response = await step(name, need.id, body);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
    const mails = (await mailsTo()).slice(welcome);
    expect(mails.map((mail) => mail.subject)).toEqual([
      '博睿学院启发精品：已为您匹配顾问',
      '博睿学院启发精品：顾问沟通已完成',
      '博睿学院启发精品：已为您匹配外籍教师',
      '博睿学院启发精品：三方会议时间已确定',
      '博睿学院启发精品：三方会议已完成',
      '博睿学院启发精品：沟通已完成',
      '博睿学院启发精品：您的定制课程已形成',
    ]);
    expect(mails[0].text).toContain('林悦');
    // 14:00 UTC is 14:00 in London in March, the zone the family gave.
    expect(mails[3].text).toContain('14:00（英国时间）');
    expect(mails[6].text).toContain('共 40 小时');

    const detail = await requirementDetail(testApp.app, parent.token, need.id);
    expect(detail).toMatchObject({
      status: 7,
      consultant: { name: 'Grace Lin', title: 'Inspire consultant', email: 'grace@example.com', timeZone: 'America/New_York' },
      teacher: { name: 'Maria K.', subjects: ['Mathematics', 'AMC'], languages: ['English', 'German'], timeZone: 'America/Toronto' },
      meeting: {
        at: meetingAt,
        url: 'https://meet.example.com/three',
        zones: [
          { role: 'family', timeZone: 'Europe/London' },
          { role: 'consultant', timeZone: 'America/New_York' },
          { role: 'teacher', timeZone: 'America/Toronto' },
        ],
      },
      product: {
        name: 'Olympiad mentorship for Ada',
        hours: 40,
        students: 1,
        price: 480_000,
        currency: 'USD',
        teacherName: 'Maria K.',
        startDate: '2026-04-01',
        endDate: '2026-07-31',
        outline: '<p>Saturdays 09:00 London time.<br />Number theory, then geometry.</p>',
      },
      allowedActions: ['buy', 'withdraw'],
    });
    expect(detail.teacher).not.toHaveProperty('phone');
    expect(detail.history.map((entry) => [entry.toStatus, entry.actorName, entry.note])).toEqual([
      [0, '', ''],
      [1, 'Grace Staff', 'Grace speaks Mandarin'],
      [2, 'Grace Staff', 'Called the mother'],
      [3, 'Grace Staff', ''],
      [4, 'Grace Staff', ''],
      [5, 'Grace Staff', ''],
      [6, 'Grace Staff', 'Agreed on 40 hours'],
      [7, 'Grace Staff', ''],
    ]);

    const staffView = envelopeOf(await get(testApp.app, `/api/admin/requirement/detail/${need.id}`, { token: staff.token })).data as AdminRequirementDetail;
    expect(staffView).toMatchObject({ parentEmail: parent.email, allowedSteps: ['close'], files: [{ mime: 'application/pdf' }] });
    const [product] = await testApp.db.select().from(products).where(eq(products.id, detail.product!.productId));
    expect(product).toMatchObject({ privateMemberId: expect.any(Number), categoryId: 59, courseType: 'Inspire', stock: null, totalClassHours: 40, published: true, grades: ['G6'] });

    const audits = await testApp.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'requirement'), eq(auditLog.entityId, String(need.id)))).orderBy(auditLog.id);
    expect(audits.map((row) => row.action)).toEqual(steps.map(([name]) => `requirement.${name}`));
    expect(audits[0]).toMatchObject({ actorId: staff.userId, before: { status: 0, consultantId: null }, after: { status: 1, consultantId: people.consultantId } });
  });

  it('closes with a reason, mails it, and takes the formed programme off sale', async () => {
    const id = await requirementIn(7);
    const productId = (await requirementDetail(testApp.app, family.token, id)).product!.productId;
    const response = await step('close', id, { reason: 'The family found a school programme' });
    expect(response.statusCode).toBe(200);
    expect((envelopeOf(response).data as AdminRequirementDetail)).toMatchObject({ status: 9, closedReason: 'The family found a school programme', allowedSteps: [] });
    expect((await readOutbox(testApp.dataDir)).at(-1)?.text).toContain('The family found a school programme');
    const ordered = await requestOrder(testApp.app, family.token, { productId, childId: family.childId });
    expect(ordered.statusCode).toBe(404);
  });

  describe('every staff step from every status', () => {
    const cases = STATUSES.flatMap((status) => (Object.keys(LEGAL) as Step[]).map((name) => [status, name] as const));
    it.each(cases)('from %i, %s', async (status, name) => {
      const id = await requirementIn(status);
      const before = await footprint(id);
      expect(before.row.status).toBe(status);
      const mailsBefore = (await readOutbox(testApp.dataDir)).length;
      const response = await step(name, id, bodyFor(name));
      const target = LEGAL[name][status];
      if (target === undefined) {
        expect(response.statusCode, response.body).toBe(409);
        expect(envelopeOf(response).message).toBe('This step is not possible while the requirement is in its present status');
        expect(await footprint(id)).toEqual(before);
        expect((await readOutbox(testApp.dataDir)).length).toBe(mailsBefore);
      } else {
        expect(response.statusCode, response.body).toBe(200);
        const after = await footprint(id);
        expect(after.row.status).toBe(target);
        expect(after.history).toBe(before.history + 1);
        expect(after.audits).toBe(before.audits + 1);
        expect(after.products).toBe(before.products + (name === 'formProduct' ? 1 : 0));
        expect((await readOutbox(testApp.dataDir)).length).toBe(mailsBefore + 1);
      }
    });
  });

  it('refuses an unknown consultant, a teacher not approved, a meeting in the past and a programme outside the limits', async () => {
    const id = await requirementIn(0);
    const noConsultant = await step('assignConsultant', id, { consultantId: 999_999 });
    expect(envelopeOf(noConsultant)).toMatchObject({ code: 400, data: { fields: [{ field: 'consultantId', message: 'This consultant was not found' }] } });
    await step('assignConsultant', id, { consultantId: people.consultantId });
    await step('recordConsultantTalk', id, null);
    const applicant = await createTeacher(testApp.app, 'submitted');
    const notApproved = await step('matchTeacher', id, { teacherApplicationId: applicant.id });
    expect(envelopeOf(notApproved)).toMatchObject({ code: 400, data: { fields: [{ field: 'teacherApplicationId', message: 'This teacher is not among the approved teacher applications' }] } });
    await step('matchTeacher', id, { teacherApplicationId: people.teacherId });
    const past = await step('scheduleMeeting', id, { meetingAt: '2026-03-01T10:00:00Z', meetingUrl: 'https://meet.example.com/x' });
    expect(envelopeOf(past)).toMatchObject({ code: 400, data: { fields: [{ field: 'meetingAt', message: 'This time has already passed' }] } });
    await step('scheduleMeeting', id, bodyFor('scheduleMeeting'));
    await step('recordMeetingHeld', id);
    await step('recordCommunicationDone', id);
    for (const [overrides, field] of [
      [{ hours: 70 }, 'hours'],
      [{ hours: 12 }, 'hours'],
      [{ price: 0 }, 'price'],
      [{ endDate: '2026-03-31' }, 'endDate'],
      [{ outlineEn: '' }, 'outlineEn'],
    ] as const) {
      const refused = await step('formProduct', id, formProductBody(overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect((envelopeOf(refused).data as { fields: { field: string }[] }).fields[0].field).toBe(field);
    }
    expect((await footprint(id)).row.status).toBe(6);
  });

  it('lists and searches every family’s requirements, and offers consultants and approved teachers', async () => {
    const id = await requirementIn(1);
    const found = envelopeOf(await get(testApp.app, `/api/admin/requirement/list?q=${family.username}&status=1`, { token: staff.token })).data as AdminRequirementList;
    expect(found.list.map((item) => item.id)).toContain(id);
    expect(found.list.find((item) => item.id === id)).toMatchObject({ consultantName: 'Grace Lin', parentEmail: family.email });
    const consultants = envelopeOf(await get(testApp.app, '/api/admin/requirement/consultants', { token: staff.token, language: 'cn' })).data;
    expect(consultants).toContainEqual({ id: people.consultantId, name: '林悦', timeZone: 'America/New_York' });
    const teachers = envelopeOf(await get(testApp.app, '/api/admin/requirement/teachers', { token: staff.token })).data as { id: number }[];
    expect(teachers.map((teacher) => teacher.id)).toContain(people.teacherId);
  });

  it('counts the requirements and assessments waiting for staff, for the back office’s dashboard', async () => {
    const [requirementsBefore, assessmentsBefore] = await Promise.all([countWaitingRequirements(testApp.db), countWaitingAssessments(testApp.db)]);
    await requirementIn(7);
    await requirementIn(0);
    await requirementIn(9);
    await bookAssessmentFor(testApp.app, family.token, await childFor(testApp.app, family.token, { name: 'Ben Chen' }));
    // Formed (7) and closed (9) wait for the family or for nobody; pending waits for staff.
    expect(await countWaitingRequirements(testApp.db)).toBe(requirementsBefore + 1);
    expect(await countWaitingAssessments(testApp.db)).toBe(assessmentsBefore + 1);
  });

  it('answers 401 to visitors and 403 to families', async () => {
    const id = await requirementIn(0);
    expect((await get(testApp.app, '/api/admin/requirement/list')).statusCode).toBe(401);
    expect((await step('close', id, { reason: 'x' }, family.token)).statusCode).toBe(403);
    expect((await footprint(id)).row.status).toBe(0);
  });
});

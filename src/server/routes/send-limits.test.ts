import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_OPEN_MAX } from '../../shared/api/feedback.ts';
import { RequirementLimit } from '../../shared/api/requirements.ts';
import { feedback, requirements, users } from '../db/schema.ts';
import { RateLimitPolicies } from '../domain/rate-limit.ts';
import { envelopeOf, post, type AccountsTestApp } from '../../../tests/support/factories-accounts.ts';
import { childFor, parentWithChild, staffToken } from '../../../tests/support/factories-orders.ts';
import { assessmentBody, createConsultingTestApp, questionnaire } from '../../../tests/support/factories-consulting.ts';

/**
 * Issue 26, item 5: what one member sends to staff is limited, per hour (429) and in what may be
 * open at once (409), so that one parent cannot fill the staff's queues.
 */
describe('limits on what a family sends to staff', () => {
  let testApp: AccountsTestApp;
  let staff: string;
  beforeAll(async () => {
    testApp = await createConsultingTestApp();
    staff = await staffToken(testApp.app);
  });
  afterAll(() => testApp.close());

  const sendFeedback = (token: string, language: 'en' | 'cn' = 'en') =>
    post(testApp.app, '/api/ddcFeedback/create', { category: 'course', text: 'Could the class start later?' }, { token, language });
  const memberIdOf = async (username: string) => (await testApp.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  const answerAll = async (username: string) => {
    const memberId = await memberIdOf(username);
    const open = await testApp.db.select({ id: feedback.id }).from(feedback).where(and(eq(feedback.memberId, memberId), eq(feedback.status, 'processing')));
    for (const { id } of open) expect((await post(testApp.app, `/api/admin/feedback/answer/${id}`, { text: 'Done.' }, { token: staff })).statusCode).toBe(200);
  };
  const sendRequirement = (token: string, childId: number, language: 'en' | 'cn' = 'en') =>
    post(testApp.app, '/api/ddcRequirement/create', { childId, questionnaire: questionnaire() }, { token, language });
  const openFeedbackOf = async (username: string) =>
    testApp.db.$count(feedback, and(eq(feedback.memberId, await memberIdOf(username)), eq(feedback.status, 'processing')));

  it(`keeps at most ${FEEDBACK_OPEN_MAX} threads awaiting staff per family (409), sent one by one or all at once`, async () => {
    const parent = await parentWithChild(testApp.app);
    const sent = await Promise.all(Array.from({ length: FEEDBACK_OPEN_MAX + 3 }, () => sendFeedback(parent.token)));
    expect(sent.map((response) => response.statusCode).sort()).toEqual([...Array(FEEDBACK_OPEN_MAX).fill(200), 409, 409, 409]);
    expect(await openFeedbackOf(parent.username)).toBe(FEEDBACK_OPEN_MAX);

    const refused = await sendFeedback(parent.token, 'cn');
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused)).toMatchObject({ code: 409, message: `您已有 ${FEEDBACK_OPEN_MAX} 条反馈正在处理，请在其中一条中补充，或等待回复` });
    const inEnglish = await sendFeedback(parent.token);
    expect(envelopeOf(inEnglish).message).toBe(`You have ${FEEDBACK_OPEN_MAX} feedback threads awaiting an answer: please add to one of them, or wait for an answer`);

    await answerAll(parent.username);
    expect((await sendFeedback(parent.token)).statusCode).toBe(200);
  });

  it('allows a member 10 threads and 30 follow-ups an hour (429 with Retry-After), counting only what was sent', async () => {
    const parent = await parentWithChild(testApp.app);
    const limit = RateLimitPolicies.feedbackPerMember.limit;
    for (let index = 0; index < limit; index += 1) {
      if (index % FEEDBACK_OPEN_MAX === 0) await answerAll(parent.username);
      expect((await sendFeedback(parent.token)).statusCode, `thread ${index + 1}`).toBe(200);
    }
    await answerAll(parent.username);
    const refused = await sendFeedback(parent.token, 'cn');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(envelopeOf(refused)).toMatchObject({ code: 429, message: '反馈提交过于频繁，请 60 分钟后再试' });
    expect(await openFeedbackOf(parent.username)).toBe(0);

    testApp.clock.advanceSeconds(60 * 60);
    const thread = envelopeOf(await sendFeedback(parent.token)).data as { id: number };
    const replies = RateLimitPolicies.feedbackReplyPerMember.limit;
    for (let index = 0; index < replies; index += 1) {
      const reply = await post(testApp.app, `/api/ddcFeedback/reply/${thread.id}`, { text: `Also ${index}` }, { token: parent.token });
      expect(reply.statusCode, `reply ${index + 1}`).toBe(200);
    }
    const tooMany = await post(testApp.app, `/api/ddcFeedback/reply/${thread.id}`, { text: 'One more' }, { token: parent.token });
    expect(tooMany.statusCode).toBe(429);
    expect(envelopeOf(tooMany).message).toBe('Too many follow-ups sent, please try again in 60 minutes');
    // A reply refused for another reason is not counted: another member's thread is still 404.
    const stranger = await parentWithChild(testApp.app);
    expect((await post(testApp.app, `/api/ddcFeedback/reply/${thread.id}`, { text: 'Hi' }, { token: stranger.token })).statusCode).toBe(404);
  });

  it(`keeps at most ${RequirementLimit.openPerChild} requirements under way per child (409), sent one by one or all at once`, async () => {
    const parent = await parentWithChild(testApp.app);
    const sent = await Promise.all(Array.from({ length: 5 }, () => sendRequirement(parent.token, parent.childId)));
    expect(sent.map((response) => response.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(await testApp.db.$count(requirements, eq(requirements.childId, parent.childId))).toBe(RequirementLimit.openPerChild);

    const refused = await sendRequirement(parent.token, parent.childId, 'cn');
    expect(refused.statusCode).toBe(409);
    expect(envelopeOf(refused).message).toBe('该学生已有 2 个进行中的需求，您可以在个人中心查看');
    expect(envelopeOf(await sendRequirement(parent.token, parent.childId)).message).toBe(
      'This child already has 2 requirements under way; you can follow them in your User Center',
    );

    // Another child has its own allowance; a withdrawn (closed) requirement no longer counts.
    expect((await sendRequirement(parent.token, await childFor(testApp.app, parent.token, { name: 'Ben Chen' }))).statusCode).toBe(200);
    const first = envelopeOf(sent.find((response) => response.statusCode === 200)!).data as { id: number };
    expect((await post(testApp.app, `/api/ddcRequirement/withdraw/${first.id}`, { reason: 'Sent twice' }, { token: parent.token })).statusCode).toBe(200);
    expect((await sendRequirement(parent.token, parent.childId)).statusCode).toBe(200);
  });

  it('allows a member 5 requirements and 5 assessments an hour (429)', async () => {
    const parent = await parentWithChild(testApp.app);
    const children = [parent.childId];
    for (const name of ['Ben Chen', 'Cal Chen', 'Dee Chen', 'Eve Chen', 'Fay Chen']) children.push(await childFor(testApp.app, parent.token, { name }));

    for (const childId of children.slice(0, RateLimitPolicies.requirementPerMember.limit)) {
      expect((await sendRequirement(parent.token, childId)).statusCode).toBe(200);
    }
    const refused = await sendRequirement(parent.token, children[5], 'cn');
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).message).toBe('需求提交过于频繁，请 60 分钟后再试');

    for (const childId of children.slice(0, RateLimitPolicies.assessmentPerMember.limit)) {
      const booked = await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), childId), { token: parent.token });
      expect(booked.statusCode, booked.body).toBe(200);
    }
    const tooMany = await post(testApp.app, '/api/ddcAssessment/create', assessmentBody(testApp.clock(), children[5]), { token: parent.token });
    expect(tooMany.statusCode).toBe(429);
    expect(envelopeOf(tooMany).message).toBe('Too many assessments booked, please try again in 60 minutes');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeListPaths, type AdminHomeDetail, type HomeSlideBody, type HomeSubjectBody, type TestimonialBody } from '../../../../shared/api/admin-home.ts';
import type { HomeContentDto } from '../../../../shared/api/public-content.ts';
import { createAccountsTestApp, envelopeOf, get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

describe('admin/home: staff edit the home page (issue 7)', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
  });
  afterAll(() => testApp.close());

  const write = (url: string, body?: unknown) => expectOk<AdminHomeDetail>(testApp.app, 'POST', `/api/${url}`, body ?? {}, { token: admin.token });
  const refused = async (url: string, body: unknown, language: 'en' | 'cn' = 'en') => {
    const response = await post(testApp.app, `/api/${url}`, body, { token: admin.token, language });
    return { status: response.statusCode, body: envelopeOf(response) as { code: number; message: string; data: { fields?: { field: string; message: string }[] } | null } };
  };
  const home = async (language: 'en' | 'cn') => envelopeOf(await get(testApp.app, '/api/home/content', { language })).data as HomeContentDto;
  const actionsOf = async (entityType: string, id: number | string) => (await auditOf(testApp.db, entityType, id)).map((record) => [record.action, record.before, record.after]);

  const slide = (changes: Partial<HomeSlideBody> = {}): HomeSlideBody => ({
    image: '/images/test/hero.svg',
    titleEn: 'Think in questions',
    titleZh: '',
    subTitleEn: 'Small live classes',
    subTitleZh: '小班直播课',
    buttonTextEn: 'Explore',
    buttonTextZh: '了解更多',
    buttonUrl: '/programs',
    ...changes,
  });
  const subject = (changes: Partial<HomeSubjectBody> = {}): HomeSubjectBody => ({
    icon: 'https://cdn.example.com/icons/maths.svg',
    nameEn: 'Mathematics',
    nameZh: '数学',
    descriptionEn: 'Proofs and puzzles.',
    descriptionZh: '',
    ...changes,
  });
  const testimonial = (changes: Partial<TestimonialBody> = {}): TestimonialBody => ({
    avatar: '/images/test/parent.svg',
    nameEn: 'Mrs. Lin',
    nameZh: '林女士',
    roleEn: 'Parent of a Grade 4 student',
    roleZh: '',
    contentEn: 'Our daughter asks for more maths.',
    contentZh: '女儿主动要求多学数学。',
    ...changes,
  });

  it('creates, edits, reorders and deletes hero slides; the home page follows at once in both languages', async () => {
    const paths = homeListPaths('slide');
    let detail = await write(paths.create, slide());
    const first = detail.slides.at(-1)!;
    expect(first).toMatchObject({ titleEn: 'Think in questions', buttonUrl: '/programs' });
    // The Chinese title falls back to the English; the Chinese subtitle is its own.
    expect((await home('cn')).ddcHeadPicture).toEqual([
      { id: first.id, image: '/images/test/hero.svg', title: 'Think in questions', subTitle: '小班直播课', buttonText: '了解更多', buttonUrl: '/programs' },
    ]);

    await write(`${paths.update}/${first.id}`, slide({ titleZh: '用问题思考' }));
    expect((await home('cn')).ddcHeadPicture[0].title).toBe('用问题思考');
    expect((await home('en')).ddcHeadPicture[0].title).toBe('Think in questions');

    detail = await write(paths.create, slide({ titleEn: 'Second slide', buttonTextEn: '', buttonTextZh: '', buttonUrl: '' }));
    const second = detail.slides.at(-1)!;
    detail = await write(paths.reorder, { ids: [second.id, first.id] });
    expect(detail.slides.map((item) => item.id)).toEqual([second.id, first.id]);
    expect((await home('en')).ddcHeadPicture.map((item) => item.title)).toEqual(['Second slide', 'Think in questions']);

    detail = await write(`${paths.delete}/${second.id}`);
    expect(detail.slides.map((item) => item.id)).toEqual([first.id]);
    expect((await home('en')).ddcHeadPicture.map((item) => item.id)).toEqual([first.id]);

    expect(await actionsOf('homeSlide', first.id)).toEqual([
      ['homeSlide.create', null, expect.objectContaining({ titleEn: 'Think in questions', titleZh: '', position: 0 })],
      ['homeSlide.update', { titleZh: '' }, { titleZh: '用问题思考' }],
      ['homeSlide.reorder', { position: 0 }, { position: 1 }],
    ]);
    expect(await actionsOf('homeSlide', second.id)).toEqual([
      ['homeSlide.create', null, expect.objectContaining({ titleEn: 'Second slide', position: 1 })],
      ['homeSlide.reorder', { position: 1 }, { position: 0 }],
      ['homeSlide.delete', expect.objectContaining({ titleEn: 'Second slide', position: 0 }), null],
    ]);
  });

  it('keeps the last hero slide, with a message that says why', async () => {
    const { slides } = await expectOk<AdminHomeDetail>(testApp.app, 'GET', '/api/admin/home/detail', undefined, { token: admin.token });
    expect(slides).toHaveLength(1);
    const answer = await refused(`${homeListPaths('slide').delete}/${slides[0].id}`, {}, 'cn');
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: '首页至少需要一张轮播图：请先添加一张，再删除这一张', data: null });
    expect((await home('en')).ddcHeadPicture).toHaveLength(1);
  });

  it('creates, edits, reorders and deletes subjects and testimonials, seen at once in both languages', async () => {
    const subjects = homeListPaths('subject');
    const maths = (await write(subjects.create, subject())).subjects.at(-1)!;
    const science = (await write(subjects.create, subject({ nameEn: 'Science', nameZh: '', descriptionEn: '', icon: '/images/test/science.svg' }))).subjects.at(-1)!;
    expect((await home('cn')).ddcHomeSubjectList.map((item) => [item.name, item.description])).toEqual([
      ['数学', 'Proofs and puzzles.'],
      ['Science', ''],
    ]);
    await write(`${subjects.update}/${science.id}`, subject({ nameEn: 'Science', nameZh: '科学', icon: '/images/test/science.svg', descriptionEn: 'Experiments.' }));
    await write(subjects.reorder, { ids: [science.id, maths.id] });
    expect((await home('cn')).ddcHomeSubjectList.map((item) => item.name)).toEqual(['科学', '数学']);
    expect((await home('en')).ddcHomeSubjectList.map((item) => [item.name, item.description, item.icon])).toEqual([
      ['Science', 'Experiments.', '/images/test/science.svg'],
      ['Mathematics', 'Proofs and puzzles.', 'https://cdn.example.com/icons/maths.svg'],
    ]);
    // Subjects may all go: the public page then leaves the section out.
    await write(`${subjects.delete}/${maths.id}`);
    const detail = await write(`${subjects.delete}/${science.id}`);
    expect(detail.subjects).toEqual([]);
    expect((await home('en')).ddcHomeSubjectList).toEqual([]);
    expect((await actionsOf('homeSubject', science.id)).map(([action]) => action)).toEqual(['homeSubject.create', 'homeSubject.update', 'homeSubject.reorder', 'homeSubject.delete']);

    const testimonials = homeListPaths('testimonial');
    const lin = (await write(testimonials.create, testimonial())).testimonials.at(-1)!;
    const wu = (await write(testimonials.create, testimonial({ nameEn: 'Mr. Wu', nameZh: '', avatar: '', contentEn: 'Clear feedback.', contentZh: '' }))).testimonials.at(-1)!;
    await write(testimonials.reorder, { ids: [wu.id, lin.id] });
    expect((await home('cn')).ddcCustomerSharings).toEqual([
      { id: wu.id, name: 'Mr. Wu', role: 'Parent of a Grade 4 student', content: 'Clear feedback.', avatar: '' },
      { id: lin.id, name: '林女士', role: 'Parent of a Grade 4 student', content: '女儿主动要求多学数学。', avatar: '/images/test/parent.svg' },
    ]);
    await write(`${testimonials.update}/${wu.id}`, testimonial({ nameEn: 'Mr. Wu', nameZh: '吴先生', avatar: '', contentEn: 'Clear feedback.', contentZh: '反馈清楚。' }));
    expect((await home('cn')).ddcCustomerSharings[0]).toMatchObject({ name: '吴先生', content: '反馈清楚。' });
    await write(`${testimonials.delete}/${lin.id}`);
    expect((await home('en')).ddcCustomerSharings.map((item) => item.name)).toEqual(['Mr. Wu']);
    expect(await actionsOf('testimonial', wu.id)).toEqual([
      ['testimonial.create', null, expect.objectContaining({ nameEn: 'Mr. Wu', avatar: '', position: 1 })],
      ['testimonial.reorder', { position: 1 }, { position: 0 }],
      ['testimonial.update', { nameZh: '', contentZh: '' }, { nameZh: '吴先生', contentZh: '反馈清楚。' }],
    ]);
  });

  it('saves the intro, sanitising its text, and the home page shows it in both languages', async () => {
    const detail = await write('admin/home/updateIntro', {
      titleEn: 'Where gifted students are understood',
      titleZh: '',
      bodyEn: '<p>Small classes.<script>alert(1)</script></p>',
      bodyZh: '<p onclick="x()">小班教学。</p>',
    });
    expect(detail.intro).toEqual({ titleEn: 'Where gifted students are understood', titleZh: '', bodyEn: '<p>Small classes.</p>', bodyZh: '<p>小班教学。</p>' });
    expect((await home('cn')).ddcContent).toEqual({ title: 'Where gifted students are understood', details: '<p>小班教学。</p>' });
    expect((await home('en')).ddcContent.details).toBe('<p>Small classes.</p>');
    await write('admin/home/updateIntro', { ...detail.intro, titleZh: '在这里，天赋被理解' });
    expect((await home('cn')).ddcContent.title).toBe('在这里，天赋被理解');
    expect(await actionsOf('siteText', 'home.intro')).toEqual([
      ['siteText.update', { titleEn: '', bodyEn: '', bodyZh: '' }, { titleEn: 'Where gifted students are understood', bodyEn: '<p>Small classes.</p>', bodyZh: '<p>小班教学。</p>' }],
      ['siteText.update', { titleZh: '' }, { titleZh: '在这里，天赋被理解' }],
    ]);
  });

  it('refuses bad input with the fields named, and changes nothing', async () => {
    const before = await expectOk<AdminHomeDetail>(testApp.app, 'GET', '/api/admin/home/detail', undefined, { token: admin.token });
    const fieldsOf = async (url: string, body: unknown) => {
      const answer = await refused(url, body);
      expect(answer.status, url).toBe(400);
      return Object.fromEntries((answer.body.data?.fields ?? []).map((field) => [field.field, field.message]));
    };
    expect(await fieldsOf(homeListPaths('slide').create, slide({ titleEn: '  ', image: 'javascript:alert(1)', buttonUrl: 'http://example.com' }))).toEqual({
      titleEn: expect.any(String),
      image: 'Upload a picture or give an https address',
      buttonUrl: 'A button link starts with / or https://',
    });
    expect(await fieldsOf(homeListPaths('slide').create, slide({ buttonTextEn: '', buttonUrl: '/apply' }))).toEqual({ buttonTextEn: 'A button with a link needs its English text' });
    expect(await fieldsOf(homeListPaths('slide').create, slide({ buttonUrl: '' }))).toEqual({ buttonUrl: 'A button with a text needs a link' });
    expect(await fieldsOf(homeListPaths('slide').create, slide({ image: '//evil.example.com/x.png', titleEn: 'x'.repeat(121) }))).toEqual({
      image: 'Upload a picture or give an https address',
      titleEn: expect.any(String),
    });
    expect(await fieldsOf(homeListPaths('subject').create, subject({ nameEn: '', icon: '' }))).toEqual({ nameEn: expect.any(String), icon: expect.any(String) });
    expect(await fieldsOf(homeListPaths('testimonial').create, testimonial({ contentEn: '', avatar: 'data:image/png;base64,AAAA' }))).toEqual({
      contentEn: expect.any(String),
      avatar: expect.any(String),
    });
    expect(await fieldsOf('admin/home/updateIntro', { titleEn: '', bodyEn: 'x'.repeat(100_001) })).toEqual({ titleEn: expect.any(String), bodyEn: expect.any(String) });

    expect((await refused(`${homeListPaths('testimonial').update}/999999`, testimonial())).status).toBe(404);
    expect((await refused(`${homeListPaths('subject').delete}/999999`, {})).status).toBe(404);
    // A reorder from a stale screen (an item missing or named twice) is refused whole.
    const stale = await refused(homeListPaths('slide').reorder, { ids: [before.slides[0].id, before.slides[0].id] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This list changed meanwhile; reload and reorder again');

    expect(await expectOk<AdminHomeDetail>(testApp.app, 'GET', '/api/admin/home/detail', undefined, { token: admin.token })).toEqual(before);
  });

  it('is for admins only: an adviser is refused every read and write', async () => {
    const adviser = await memberWithRole(testApp.app, 'adviser');
    const { slides } = await expectOk<AdminHomeDetail>(testApp.app, 'GET', '/api/admin/home/detail', undefined, { token: admin.token });
    for (const [method, url, body] of [
      ['GET', '/api/admin/home/detail', undefined],
      ['POST', `/api/${homeListPaths('slide').create}`, slide()],
      ['POST', `/api/${homeListPaths('slide').update}/${slides[0].id}`, slide({ titleEn: 'Taken over' })],
      ['POST', `/api/${homeListPaths('testimonial').create}`, testimonial()],
      ['POST', '/api/admin/home/updateIntro', { titleEn: 'Taken over' }],
    ] as const) {
      const response = method === 'GET' ? await get(testApp.app, url, { token: adviser.token }) : await post(testApp.app, url, body, { token: adviser.token });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await home('en')).ddcHeadPicture.map((item) => item.title)).not.toContain('Taken over');
  });
});

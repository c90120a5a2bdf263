import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, AdminArticleList, ArticleBody } from '../../../../shared/api/admin-articles.ts';
import type { Page } from '../../../../shared/api/envelope.ts';
import type { ArticleDto, ArticleSummaryDto } from '../../../../shared/api/public-content.ts';
import { createAccountsTestApp, envelopeOf, get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';

describe('admin/article: staff write the events, blog posts and news of /news', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
  });
  afterAll(() => testApp.close());

  const write = <T = AdminArticle>(url: string, body: unknown) => expectOk<T>(testApp.app, 'POST', url, body, { token: admin.token });
  const refusal = async (url: string, body: unknown, language: 'en' | 'cn' = 'en') => {
    const response = await post(testApp.app, url, body, { token: admin.token, language });
    return { status: response.statusCode, body: response.json() as { code: number; message: string; data: { fields?: { field: string; message: string }[] } | null } };
  };
  const publicList = async (language: 'en' | 'cn' = 'en', query = '') =>
    (envelopeOf(await get(testApp.app, `/api/home/articles${query}`, { language })).data as Page<ArticleSummaryDto>).list;
  const publicArticle = (slug: string, language: 'en' | 'cn' = 'en') => get(testApp.app, `/api/home/article/${slug}`, { language });
  const article = (changes: Partial<ArticleBody> = {}): ArticleBody => ({
    kind: 'blog',
    slug: 'a-good-problem',
    titleEn: 'A good problem',
    titleZh: '',
    summaryEn: 'Why we start every class with one.',
    summaryZh: '',
    bodyEn: '<p>Try <strong>this</strong>.</p>',
    bodyZh: '<p>试试<strong>这个</strong>。</p>',
    image: '/images/test/problem.svg',
    published: false,
    ...changes,
  });

  it('keeps a draft from visitors, publishes it at once in both languages, updates and unpublishes it, logging each write', async () => {
    expect(await publicList()).toEqual([]);
    const created = await write('/api/admin/article/create', article());
    expect(created).toMatchObject({ slug: 'a-good-problem', published: false, publishedTime: null });
    expect(await publicList()).toEqual([]);
    expect((await publicArticle('a-good-problem')).statusCode).toBe(404);

    testApp.clock.advanceSeconds(60);
    const published = await write(`/api/admin/article/update/${created.id}`, article({ published: true }));
    expect(published.publishedTime).toBe(testApp.clock().toISOString());
    // Both languages at once; the Chinese title falls back to the English one, the body is its own.
    expect((await publicList('en')).map((entry) => entry.title)).toEqual(['A good problem']);
    expect((await publicList('cn', '?kind=blog')).map((entry) => entry.title)).toEqual(['A good problem']);
    const chinese = envelopeOf(await publicArticle('a-good-problem', 'cn')).data as ArticleDto;
    expect(chinese).toMatchObject({ title: 'A good problem', summary: 'Why we start every class with one.', body: '<p>试试<strong>这个</strong>。</p>' });

    testApp.clock.advanceSeconds(60);
    await write(`/api/admin/article/update/${created.id}`, article({ published: true, titleZh: '一道好题' }));
    expect((await publicList('cn')).map((entry) => entry.title)).toEqual(['一道好题']);

    testApp.clock.advanceSeconds(60);
    const hidden = await write(`/api/admin/article/update/${created.id}`, article({ published: false, titleZh: '一道好题' }));
    expect(await publicList()).toEqual([]);
    expect((await publicArticle('a-good-problem')).statusCode).toBe(404);
    // Published again, it keeps the date it first went out.
    expect(hidden.publishedTime).toBe(published.publishedTime);
    const again = await write(`/api/admin/article/update/${created.id}`, article({ published: true, titleZh: '一道好题' }));
    expect(again.publishedTime).toBe(published.publishedTime);

    expect((await auditOf(testApp.db, 'article', created.id)).map((record) => [record.action, record.actorId, record.before, record.after])).toEqual([
      ['article.create', admin.id, null, expect.objectContaining({ slug: 'a-good-problem', published: false, publishedAt: null })],
      ['article.update', admin.id, { published: false, publishedAt: null }, { published: true, publishedAt: published.publishedTime }],
      ['article.update', admin.id, { titleZh: '' }, { titleZh: '一道好题' }],
      ['article.update', admin.id, { published: true }, { published: false }],
      ['article.update', admin.id, { published: false }, { published: true }],
    ]);
  });

  it('stores an event entered on the academy clock in UTC, and shows it back on that clock', async () => {
    const event = await write(
      '/api/admin/article/create',
      article({
        kind: 'event',
        slug: 'open-day-2027',
        titleEn: 'Open day',
        titleZh: '开放日',
        eventStartDate: '2027-04-10',
        eventStartTime: '09:30',
        eventEndDate: '2027-04-10',
        eventEndTime: '11:00',
        locationEn: 'Online',
        locationZh: '线上',
        registrationUrl: '/apply',
        published: true,
      }),
    );
    expect(event).toMatchObject({ eventTime: '2027-04-10T01:30:00.000Z', eventStartDate: '2027-04-10', eventStartTime: '09:30', eventEndTime: '11:00' });
    const shown = envelopeOf(await publicArticle('open-day-2027', 'cn')).data as ArticleDto;
    expect(shown.event).toEqual({ startsAt: '2027-04-10T01:30:00.000Z', endsAt: '2027-04-10T03:00:00.000Z', location: '线上', registrationUrl: '/apply' });

    // A post keeps no event fields, whatever the form sent.
    const post = await write(`/api/admin/article/update/${event.id}`, { ...article({ kind: 'news', slug: 'open-day-2027', published: true }), eventStartDate: '2027-04-10', eventStartTime: '09:30', locationEn: 'Online' });
    expect(post).toMatchObject({ eventTime: null, eventStartDate: '', locationEn: '', registrationUrl: '' });
    expect((envelopeOf(await publicArticle('open-day-2027')).data as ArticleDto).event).toBeNull();
  });

  it('sanitises the bodies on every write', async () => {
    const dirty = '<p onclick="steal()">Hello</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
    const created = await write('/api/admin/article/create', article({ slug: 'sanitised', bodyEn: dirty, bodyZh: dirty, published: true }));
    for (const body of [created.bodyEn, created.bodyZh]) {
      expect(body).not.toMatch(/script|onerror|onclick|javascript:|<img/);
      expect(body).toContain('<p>Hello</p>');
    }
    const updated = await write(`/api/admin/article/update/${created.id}`, article({ slug: 'sanitised', bodyEn: `<h3>Title</h3>${dirty}`, published: true }));
    expect(updated.bodyEn).toBe('<h3>Title</h3><p>Hello</p><a rel="noopener noreferrer">link</a>');
    expect((envelopeOf(await publicArticle('sanitised')).data as ArticleDto).body).not.toMatch(/script|onerror/);
  });

  it('refuses a taken address, bad addresses, a missing title, an event without times or ending before it starts, and unsafe links, naming the fields', async () => {
    await write('/api/admin/article/create', article({ slug: 'taken' }));
    const other = await write('/api/admin/article/create', article({ slug: 'other' }));
    const before = await expectOk<AdminArticleList>(testApp.app, 'GET', '/api/admin/article/list?pageSize=100', undefined, { token: admin.token });

    const clash = await refusal('/api/admin/article/create', article({ slug: 'taken' }), 'cn');
    expect(clash).toEqual({ status: 409, body: { code: 409, message: '已有文章使用该地址', data: { fields: [{ field: 'slug', message: '已有文章使用该地址' }] } } });
    expect((await refusal(`/api/admin/article/update/${other.id}`, article({ slug: 'taken' }))).status).toBe(409);

    const cases: [Partial<ArticleBody>, string][] = [
      [{ slug: 'Open Day' }, 'slug'],
      [{ slug: '-open' }, 'slug'],
      [{ slug: '' }, 'slug'],
      [{ titleEn: ' ' }, 'titleEn'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ kind: 'event' }, 'eventStartDate'],
      [{ kind: 'event', eventStartDate: '2027-04-10', eventStartTime: '09:30', eventEndDate: '2027-04-10', eventEndTime: '08:00' }, 'eventEndDate'],
      [{ kind: 'event', eventStartDate: '2027-02-30', eventStartTime: '09:30', eventEndDate: '2027-03-01', eventEndTime: '08:00' }, 'eventStartDate'],
      [{ kind: 'event', eventStartDate: '2027-04-10', eventStartTime: '9.30', eventEndDate: '2027-04-10', eventEndTime: '11:00' }, 'eventStartTime'],
      [{ kind: 'event', eventStartDate: '2027-04-10', eventStartTime: '09:30', eventEndDate: '2027-04-10', eventEndTime: '11:00', registrationUrl: 'http://elsewhere.example' }, 'registrationUrl'],
      [{ kind: 'event', eventStartDate: '2027-04-10', eventStartTime: '09:30', eventEndDate: '2027-04-10', eventEndTime: '11:00', registrationUrl: '//elsewhere.example' }, 'registrationUrl'],
      [{ kind: 'event', eventStartDate: '2027-04-10', eventStartTime: '09:30', eventEndDate: '2027-04-10', eventEndTime: '11:00', registrationUrl: 'javascript:alert(1)' }, 'registrationUrl'],
    ];
    for (const [changes, field] of cases) {
      const refused = await refusal('/api/admin/article/create', article({ slug: 'fresh', ...changes }));
      expect(refused.status, JSON.stringify(changes)).toBe(400);
      expect(refused.body.data?.fields?.map((entry) => entry.field), JSON.stringify(changes)).toContain(field);
    }
    const endsEarly = await refusal('/api/admin/article/create', article({ ...cases[6][0], slug: 'fresh' }), 'cn');
    expect(endsEarly.body.data?.fields).toContainEqual({ field: 'eventEndDate', message: '活动的结束时间不能早于开始时间' });
    expect((await refusal('/api/admin/article/update/999999', article({ slug: 'nowhere' }))).status).toBe(404);

    const after = await expectOk<AdminArticleList>(testApp.app, 'GET', '/api/admin/article/list?pageSize=100', undefined, { token: admin.token });
    expect(after).toEqual(before);
  });

  it('lists every article for staff: search by title in either language or address, filters, sorting and CSV', async () => {
    const token = { token: admin.token };
    await write('/api/admin/article/create', article({ kind: 'news', slug: 'winter-term-news', titleEn: 'Winter term', titleZh: '冬季学期', published: true }));
    const ids = async (query: string) => (await expectOk<AdminArticleList>(testApp.app, 'GET', `/api/admin/article/list${query}`, undefined, token)).list.map((entry) => entry.slug);
    expect(await ids('?q=冬季')).toEqual(['winter-term-news']);
    expect(await ids('?q=winter-term')).toEqual(['winter-term-news']);
    expect(await ids('?kind=news&published=true')).toEqual(['winter-term-news', 'open-day-2027']);
    expect(await ids('?kind=event&published=false')).toEqual([]);
    const titles = (await expectOk<AdminArticleList>(testApp.app, 'GET', '/api/admin/article/list?sort=-title&pageSize=100', undefined, token)).list.map((entry) => entry.titleEn);
    expect(titles[0]).toBe('Winter term');
    expect(titles.at(-1)).toBe('A good problem');
    const csv = await get(testApp.app, '/api/admin/article/list?format=csv&q=winter', { ...token, language: 'cn' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('标题（中文）');
    expect(csv.body).toContain('/news/winter-term-news');
    expect(await expectOk(testApp.app, 'GET', '/api/admin/article/options', undefined, token)).toEqual({ timeZone: 'Asia/Shanghai' });
  });

  it('is for admins only: an adviser is refused every article route', async () => {
    const adviser = await memberWithRole(testApp.app, 'adviser');
    for (const [method, url] of [
      ['GET', '/api/admin/article/list'],
      ['GET', '/api/admin/article/detail/1'],
      ['GET', '/api/admin/article/options'],
      ['POST', '/api/admin/article/create'],
      ['POST', '/api/admin/article/update/1'],
      ['POST', '/api/admin/article/picture'],
    ] as const) {
      const response = method === 'GET' ? await get(testApp.app, url, { token: adviser.token }) : await post(testApp.app, url, article({ slug: 'adviser-try' }), { token: adviser.token });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await publicArticle('adviser-try')).statusCode).toBe(404);
  });
});

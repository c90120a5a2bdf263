import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../shared/api/envelope.ts';
import type { ArticleDto, ArticleSummaryDto } from '../../../shared/api/public-content.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { manualClock } from '../../../../tests/support/factories-accounts.ts';
import { createArticle } from '../../../../tests/support/factories.ts';

const NOW = new Date('2026-03-02T08:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

describe('GET /api/home/articles and /api/home/article/:slug', () => {
  let testApp: TestApp;
  const get = (url: string, language?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: language ? { language } : {} });
  const slugsOf = async (query: string) => {
    const response = await get(`/api/home/articles${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json().data as Page<ArticleSummaryDto>).list.map((article) => article.slug);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false, clock: manualClock(NOW) });
    const db = testApp.database.db;
    const event = (slug: string, startsIn: number, overrides: Parameters<typeof createArticle>[1] = {}) =>
      createArticle(db, {
        kind: 'event',
        slug,
        publishedAt: at(-30),
        eventStartsAt: at(startsIn),
        eventEndsAt: new Date(at(startsIn).getTime() + 2 * 3_600_000),
        locationEn: 'Online',
        locationZh: '线上',
        registrationUrl: 'mailto:admissions@example.com',
        ...overrides,
      });
    await event('open-day', 6, { titleEn: 'Open day', titleZh: '开放日' });
    await event('camp', 30, { registrationUrl: 'javascript:alert(1)' });
    await event('seminar-last-month', -20);
    await event('seminar-last-week', -7);
    // Started an hour ago and still running: upcoming until it ends.
    await createArticle(db, { kind: 'event', slug: 'running-now', publishedAt: at(-9), eventStartsAt: at(-1 / 24), eventEndsAt: at(1 / 24) });
    await createArticle(db, { slug: 'older-post', publishedAt: at(-20) });
    await createArticle(db, {
      slug: 'newest-post',
      publishedAt: at(-1),
      titleEn: 'A good problem',
      titleZh: '好题',
      bodyEn: '<p>Try <strong>this</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    await createArticle(db, { kind: 'news', slug: 'news-item', publishedAt: at(-3) });
    await createArticle(db, { slug: 'draft', published: false, publishedAt: at(-2) });
    await createArticle(db, { slug: 'scheduled', publishedAt: at(2) });
  });
  afterAll(() => testApp.close());

  it('lists upcoming events soonest first, including one under way, and past events latest first', async () => {
    expect(await slugsOf('?kind=event&when=upcoming')).toEqual(['running-now', 'open-day', 'camp']);
    expect(await slugsOf('?kind=event&when=past')).toEqual(['seminar-last-week', 'seminar-last-month']);
  });

  it('lists posts and news newest first, never a draft nor one whose publication time has not come', async () => {
    expect(await slugsOf('?kind=blog')).toEqual(['newest-post', 'older-post']);
    expect(await slugsOf('?kind=news')).toEqual(['news-item']);
    const all = await slugsOf('?pageSize=50');
    expect(all).toHaveLength(8);
    expect(all).not.toContain('draft');
    expect(all).not.toContain('scheduled');
  });

  it('pages, with the total', async () => {
    const response = await get('/api/home/articles?kind=event&pageNum=2&pageSize=2');
    const page = response.json().data as Page<ArticleSummaryDto>;
    expect(page.total).toBe(5);
    expect(page.list).toHaveLength(2);
  });

  it('answers an event card with its dates, place and sign-up address, in the visitor’s language', async () => {
    const [openDay] = (await get('/api/home/articles?kind=event&when=upcoming&pageSize=2', 'cn')).json().data.list.slice(1) as ArticleSummaryDto[];
    expect(openDay).toEqual({
      slug: 'open-day',
      kind: 'event',
      title: '开放日',
      summary: expect.any(String),
      image: expect.stringMatching(/^\/images\//),
      publishedAt: at(-30).toISOString(),
      event: {
        startsAt: at(6).toISOString(),
        endsAt: new Date(at(6).getTime() + 2 * 3_600_000).toISOString(),
        location: '线上',
        registrationUrl: 'mailto:admissions@example.com',
      },
    });
    expect(openDay).not.toHaveProperty('body');
  });

  it('never hands out a sign-up address that is not a web or mail address', async () => {
    const camp = (await get('/api/home/articles?kind=event&when=upcoming')).json().data.list.find((a: ArticleSummaryDto) => a.slug === 'camp');
    expect(camp.event.registrationUrl).toBe('');
  });

  it('answers an article with its sanitised body', async () => {
    const response = await get('/api/home/article/newest-post');
    expect(response.statusCode).toBe(200);
    const article = response.json().data as ArticleDto;
    expect(article).toMatchObject({ slug: 'newest-post', kind: 'blog', title: 'A good problem', event: null });
    expect(article.body).toBe('<p>Try <strong>this</strong>.</p>');
    expect((await get('/api/home/article/newest-post', 'cn')).json().data.title).toBe('好题');
  });

  it.each([['draft'], ['scheduled'], ['no-such-article']])('answers %s with a localised 404', async (slug) => {
    const english = await get(`/api/home/article/${slug}`);
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ code: 404, message: 'This article does not exist or is no longer published', data: null });
    expect((await get(`/api/home/article/${slug}`, 'cn')).json().message).toBe('该文章不存在或已下线');
  });

  it.each([
    ['an unknown kind', '/api/home/articles?kind=poem', 'kind'],
    ['an unknown when', '/api/home/articles?when=tomorrow', 'when'],
    ['page zero', '/api/home/articles?pageNum=0', 'pageNum'],
    ['a page too large', '/api/home/articles?pageSize=101', 'pageSize'],
    ['a slug with capitals', '/api/home/article/Open-Day', 'slug'],
    ['a slug with dots', '/api/home/article/..%2Fetc', 'slug'],
  ])('refuses %s with a 400 naming the field', async (_case, url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: `Some fields are not valid: ${field}` });
  });
});

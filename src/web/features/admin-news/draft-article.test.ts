import { describe, expect, it } from 'vitest';
import { draftArticle, eventTimesMissing, type ArticleFormValues } from './draft-article.ts';

const values = (changes: Partial<ArticleFormValues> = {}): ArticleFormValues => ({
  kind: 'event',
  slug: 'open-day',
  titleEn: 'Open day',
  titleZh: '',
  summaryEn: 'Meet the teachers.',
  summaryZh: '见见老师。',
  bodyEn: '<p>Come along.</p>',
  bodyZh: '',
  image: '',
  eventStartDate: '2027-04-10',
  eventStartTime: '09:30',
  eventEndDate: '2027-04-10',
  eventEndTime: '11:00',
  locationEn: 'Online',
  locationZh: '线上',
  registrationUrl: '/apply',
  published: false,
  ...changes,
});
const context = { timeZone: 'Asia/Shanghai', publishedTime: null, now: new Date('2027-03-01T00:00:00Z') };

describe('draftArticle: the preview of the form as visitors would receive it', () => {
  it('falls back to the other language where a translation is missing, as the server does', () => {
    expect(draftArticle(values(), 'cn', context)).toMatchObject({ title: 'Open day', summary: '见见老师。', body: '<p>Come along.</p>' });
    expect(draftArticle(values(), 'en', context)).toMatchObject({ title: 'Open day', summary: 'Meet the teachers.', publishedAt: '2027-03-01T00:00:00.000Z' });
  });

  it("turns event times on the academy's clock into UTC instants", () => {
    expect(draftArticle(values(), 'cn', context).event).toEqual({ startsAt: '2027-04-10T01:30:00.000Z', endsAt: '2027-04-10T03:00:00.000Z', location: '线上', registrationUrl: '/apply' });
  });

  it('shows no event details for posts, nor until the times are complete, and drops an unsafe sign-up link', () => {
    expect(draftArticle(values({ kind: 'blog' }), 'en', context).event).toBeNull();
    expect(draftArticle(values({ eventEndTime: '' }), 'en', context).event).toBeNull();
    expect(eventTimesMissing(values({ eventEndTime: '' }))).toBe(true);
    expect(eventTimesMissing(values())).toBe(false);
    expect(draftArticle(values({ registrationUrl: 'javascript:alert(1)' }), 'en', context).event?.registrationUrl).toBe('');
  });
});

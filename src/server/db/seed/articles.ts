import { articles } from '../schema.ts';
import type { ArticlePlan, EventPlan } from './articles/article-plan.ts';
import { EVENT_ARTICLES } from './articles/events.ts';
import { BLOG_ARTICLES, NEWS_ARTICLES } from './articles/posts.ts';
import { richText } from './bilingual.ts';
import { blockImage } from './demo-images.ts';
import { addDays, localDateAt, nextWeekday, zonedTimeToUtc } from './seed-calendar.ts';
import type { SeedTx } from './seed-transaction.ts';

export const ARTICLE_PLANS: ArticlePlan[] = [...EVENT_ARTICLES, ...BLOG_ARTICLES, ...NEWS_ARTICLES];

const DAY_MS = 86_400_000;

/** An event's first and last moments: `days` consecutive days from its first, the same hours each day. */
function eventTimes(event: EventPlan, today: string, timeZone: string) {
  const shifted = addDays(today, event.inDays);
  const firstDay = event.weekday === undefined ? shifted : nextWeekday(shifted, event.weekday);
  return {
    eventStartsAt: zonedTimeToUtc(firstDay, event.start, timeZone),
    eventEndsAt: zonedTimeToUtc(addDays(firstDay, (event.days ?? 1) - 1), event.end, timeZone),
  };
}

/** Published events, blog posts and news dated around the seed day (D19). */
export async function seedArticles(tx: SeedTx, now: Date, timeZone: string) {
  const today = localDateAt(now, timeZone);
  await tx.insert(articles).values(
    ARTICLE_PLANS.map((plan) => {
      const body = richText(plan.body);
      return {
        kind: plan.kind,
        slug: plan.slug,
        published: true,
        publishedAt: new Date(now.getTime() - plan.publishedDaysAgo * DAY_MS),
        titleEn: plan.title.en,
        titleZh: plan.title.zh,
        summaryEn: plan.summary.en,
        summaryZh: plan.summary.zh,
        bodyEn: body.en,
        bodyZh: body.zh,
        image: blockImage(plan.picture),
        ...(plan.event ? eventTimes(plan.event, today, timeZone) : {}),
        locationEn: plan.event?.location.en ?? '',
        locationZh: plan.event?.location.zh ?? '',
        registrationUrl: plan.event?.registrationUrl ?? '',
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}

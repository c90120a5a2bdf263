import { registrationUrl, type ArticleBody } from '../../../shared/api/admin-articles.ts';
import type { ArticleDto, ArticleEventDto } from '../../../shared/api/public-content.ts';
import type { Language } from '../../../shared/language.ts';
import { instantInZone } from '../../../shared/zoned-time.ts';

/** The article form's values: every field of the body, filled in. */
export type ArticleFormValues = Required<ArticleBody>;

type Bilingual = 'title' | 'summary' | 'body' | 'location';

/** As the server answers visitors (D4): a missing translation falls back to the other language. */
function textOf(values: ArticleFormValues, field: Bilingual, language: Language): string {
  const english = values[`${field}En`];
  const chinese = values[`${field}Zh`];
  const [preferred, other] = language === 'cn' ? [chinese, english] : [english, chinese];
  return preferred.trim() === '' ? other : preferred;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An event's times once all four are filled in, as UTC instants of the academy's clock (D17). */
function eventOf(values: ArticleFormValues, language: Language, timeZone: string): ArticleEventDto | null {
  const { eventStartDate, eventStartTime, eventEndDate, eventEndTime } = values;
  if (values.kind !== 'event' || !DATE.test(eventStartDate) || !DATE.test(eventEndDate) || !TIME.test(eventStartTime) || !TIME.test(eventEndTime)) return null;
  const startsAt = instantInZone(eventStartDate, eventStartTime, timeZone);
  const endsAt = instantInZone(eventEndDate, eventEndTime, timeZone);
  if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime())) return null;
  return {
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    location: textOf(values, 'location', language),
    // Only a link the server would keep reaches the button.
    registrationUrl: registrationUrl.safeParse(values.registrationUrl).success ? values.registrationUrl.trim() : '',
  };
}

/**
 * The draft as visitors would receive it in `language`: the same fields and the same fallbacks
 * as the public article answer, from the form's values, saved or not, published or not.
 */
export function draftArticle(values: ArticleFormValues, language: Language, context: { timeZone: string; publishedTime: string | null; now: Date }): ArticleDto {
  return {
    slug: values.slug,
    kind: values.kind,
    title: textOf(values, 'title', language),
    summary: textOf(values, 'summary', language),
    image: values.image,
    publishedAt: context.publishedTime ?? context.now.toISOString(),
    event: eventOf(values, language, context.timeZone),
    body: textOf(values, 'body', language),
  };
}

/** Whether an event still lacks the times the preview needs to show when it takes place. */
export const eventTimesMissing = (values: ArticleFormValues) => values.kind === 'event' && eventOf(values, 'en', 'UTC') === null;

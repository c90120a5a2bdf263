import type { Bilingual } from '../bilingual.ts';
import type { BlockImageName } from '../demo-images.ts';

/** When an event takes place, counted from the seed day, in the academy's wall-clock time. */
export interface EventPlan {
  /** Days from the seed day to the first day, moved on to `weekday` when one is given; negative: past. */
  inDays: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday?: number;
  start: string;
  end: string;
  /** Consecutive days it runs, the same hours each day (a camp); 1 when absent. */
  days?: number;
  location: Bilingual;
  /** Where families sign up; a mailto: address until the academy has sign-up forms. */
  registrationUrl: string;
}

/** A dated event, a blog post or a news item, each with its own article page (/news/<slug>). */
export interface ArticlePlan {
  kind: 'event' | 'blog' | 'news';
  slug: string;
  /** Days before the seed day it was published. */
  publishedDaysAgo: number;
  title: Bilingual;
  /** One or two sentences for cards and search engines. */
  summary: Bilingual;
  /** HTML, sanitised on insert. */
  body: Bilingual;
  picture: BlockImageName;
  event?: EventPlan;
}

export const SAT = 6;
export const MON = 1;
export const WED = 3;
export const THU = 4;

/** A sign-up e-mail to admissions with the event named in its subject. */
export const signUpByMail = (subject: string) =>
  `mailto:admissions@everbright.academy?subject=${encodeURIComponent(subject)}`;

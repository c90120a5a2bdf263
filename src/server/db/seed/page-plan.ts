import type { ContentPageSlug, ImageLocation } from '../../../shared/catalogue.ts';
import type { Bilingual } from './bilingual.ts';
import type { BlockImageName } from './demo-images.ts';
import type { TimetableKey } from './timetables.ts';

export interface BlockPlan {
  imageLocation: ImageLocation;
  module: Bilingual;
  title: Bilingual;
  subTitle?: Bilingual;
  /** HTML, sanitised on insert. */
  details: Bilingual;
  picture?: BlockImageName;
  button?: { url: string; text: Bilingual };
  fontSize?: number;
  align?: 'left' | 'center' | 'right';
}

export interface PagePlan {
  slug: ContentPageSlug;
  /** For the page's title and description meta tags. */
  title: Bilingual;
  description: Bilingual;
  timetables?: TimetableKey[];
  goods?: { categoryId: number; courseType: string };
  blocks: BlockPlan[];
}

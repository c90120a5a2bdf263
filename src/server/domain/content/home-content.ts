import type { Db } from '../../db/database.ts';
import { listCustomerSharings, listHeadPictures, listHomeSubjects } from '../../db/repositories/home-repository.ts';
import { listPublishedProducts } from '../../db/repositories/product-repository.ts';
import { readSiteTexts } from '../../db/repositories/site-text-repository.ts';
import { SiteTextKey } from './site-text-keys.ts';

/** Two rows of three on the home page; the footer takes the first three of the same list. */
export const HOME_PRODUCT_COUNT = 6;

export async function loadHomeContent(db: Db) {
  const [texts, headPictures, subjects, sharings, products] = await Promise.all([
    readSiteTexts(db, [SiteTextKey.HomeIntroTitle, SiteTextKey.HomeIntroBody]),
    listHeadPictures(db),
    listHomeSubjects(db),
    listCustomerSharings(db),
    listPublishedProducts(db, {}, { offset: 0, limit: HOME_PRODUCT_COUNT }),
  ]);
  return {
    introTitle: texts.get(SiteTextKey.HomeIntroTitle),
    introBody: texts.get(SiteTextKey.HomeIntroBody),
    headPictures,
    subjects,
    sharings,
    products: products.rows,
  };
}

export type HomeContentRecord = Awaited<ReturnType<typeof loadHomeContent>>;

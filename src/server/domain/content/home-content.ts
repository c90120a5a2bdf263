import type { Db } from '../../db/database.ts';
import { listCustomerSharings, listHeadPictures, listHomeSubjects } from '../../db/repositories/home-repository.ts';
import { listPublicProducts, type CatalogueMoment } from '../../db/repositories/product-repository.ts';
import { readSiteTexts } from '../../db/repositories/site-text-repository.ts';
import { describeProducts } from '../catalogue/product-catalogue.ts';
import { SiteTextKey } from './site-text-keys.ts';

/** Two rows of three on the home page; the footer takes the first three of the same list. */
export const HOME_PRODUCT_COUNT = 6;

/** The home page; its products are the catalogue's first, those families can apply for first. */
export async function loadHomeContent(db: Db, moment: CatalogueMoment) {
  const [texts, headPictures, subjects, sharings, products] = await Promise.all([
    readSiteTexts(db, [SiteTextKey.HomeIntroTitle, SiteTextKey.HomeIntroBody]),
    listHeadPictures(db),
    listHomeSubjects(db),
    listCustomerSharings(db),
    listPublicProducts(db, {}, { offset: 0, limit: HOME_PRODUCT_COUNT }, moment),
  ]);
  return {
    introTitle: texts.get(SiteTextKey.HomeIntroTitle),
    introBody: texts.get(SiteTextKey.HomeIntroBody),
    headPictures,
    subjects,
    sharings,
    products: await describeProducts(db, products.rows, moment),
  };
}

export type HomeContentRecord = Awaited<ReturnType<typeof loadHomeContent>>;

import { asc } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { customerSharings, headPictures, homeSubjects } from '../schema.ts';

export type HeadPictureRow = typeof headPictures.$inferSelect;
export type HomeSubjectRow = typeof homeSubjects.$inferSelect;
export type CustomerSharingRow = typeof customerSharings.$inferSelect;

export function listHeadPictures(db: Db): Promise<HeadPictureRow[]> {
  return db.select().from(headPictures).orderBy(asc(headPictures.position), asc(headPictures.id));
}

export function listHomeSubjects(db: Db): Promise<HomeSubjectRow[]> {
  return db.select().from(homeSubjects).orderBy(asc(homeSubjects.position), asc(homeSubjects.id));
}

export function listCustomerSharings(db: Db): Promise<CustomerSharingRow[]> {
  return db.select().from(customerSharings).orderBy(asc(customerSharings.position), asc(customerSharings.id));
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { facultyMembers, productTeachers } from '../schema.ts';

export interface ProductTeacherRow {
  productId: number;
  id: number;
  nameEn: string;
  nameZh: string;
  photo: string;
}

/** The published faculty entries who teach these products, each product's in the order its page shows them. */
export async function listTeachersOfProducts(db: Db, productIds: readonly number[]): Promise<ProductTeacherRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productTeachers.productId,
      id: facultyMembers.id,
      nameEn: facultyMembers.nameEn,
      nameZh: facultyMembers.nameZh,
      photo: facultyMembers.photo,
    })
    .from(productTeachers)
    .innerJoin(facultyMembers, eq(facultyMembers.id, productTeachers.facultyMemberId))
    .where(and(inArray(productTeachers.productId, [...productIds]), eq(facultyMembers.published, true)))
    .orderBy(asc(productTeachers.productId), asc(productTeachers.position), asc(facultyMembers.id));
}

/** Which products each faculty entry teaches: (faculty member, product) pairs. */
export function listProductsOfTeachers(db: Db): Promise<{ facultyMemberId: number; productId: number }[]> {
  return db
    .select({ facultyMemberId: productTeachers.facultyMemberId, productId: productTeachers.productId })
    .from(productTeachers);
}

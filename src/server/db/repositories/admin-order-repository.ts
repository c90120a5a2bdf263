import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, isNotNull, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { SortOrder } from '../../../shared/api/admin-lists.ts';
import type { AdminOrderSort } from '../../../shared/api/admin-orders.ts';
import type { RefundRow } from './refund-repository.ts';
import type { Db } from '../database.ts';
import { containsPattern } from '../like-pattern.ts';
import { orders, productCategories, products, refunds, users } from '../schema.ts';
import type { OrderRecord } from './order-repository.ts';

/** An order as staff's list shows it: with its parent and the state of its refund. */
export type AdminOrderRecord = OrderRecord & {
  parentUsername: string;
  parentNickname: string;
  parentEmail: string;
  refundStatus: RefundRow['status'] | null;
};

export interface AdminOrderFilter {
  /** Order number, parent (username, nickname, e-mail), child or course name. */
  q: string;
  status?: number;
  payType?: number;
  parentId?: number;
  /** Only orders whose refund waits for staff. */
  refundOpen?: boolean;
  /** Orders placed at or after this instant. */
  placedFrom?: Date;
  /** Orders placed before this instant. */
  placedBefore?: Date;
  sort: SortOrder<AdminOrderSort>;
  offset: number;
  limit: number;
}

const SORT_COLUMNS = {
  createTime: orders.createdAt,
  payAmount: orders.payAmount,
  status: orders.status,
  orderSn: orders.orderSn,
} as const;

const adminOrderColumns = {
  ...getTableColumns(orders),
  productPic: products.pic,
  productCategoryId: products.categoryId,
  courseType: products.courseType,
  categoryNameEn: productCategories.nameEn,
  categoryNameZh: productCategories.nameZh,
  parentUsername: users.username,
  parentNickname: users.nickname,
  parentEmail: users.email,
  refundStatus: refunds.status,
};

/**
 * The filter on the orders table alone: the parent and the refund are matched through subqueries,
 * so that paging and counting walk the orders' own indexes and join only the page they answer.
 */
function whereOf(filter: AdminOrderFilter): SQL | undefined {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return and(
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.payType === undefined ? undefined : eq(orders.payType, filter.payType),
    filter.parentId === undefined ? undefined : eq(orders.memberId, filter.parentId),
    filter.placedFrom === undefined ? undefined : gte(orders.createdAt, filter.placedFrom),
    filter.placedBefore === undefined ? undefined : lt(orders.createdAt, filter.placedBefore),
    filter.refundOpen
      ? inArray(
          orders.id,
          sql`(select ${refunds.orderId} from ${refunds} where (${refunds.method} = 'offline' and ${refunds.status} = 'requested') or ${refunds.status} = 'failed')`,
        )
      : undefined,
    pattern
      ? or(
          ilike(orders.orderSn, pattern),
          ilike(orders.childName, pattern),
          ilike(orders.productNameEn, pattern),
          ilike(orders.productNameZh, pattern),
          inArray(orders.memberId, sql`(select ${users.id} from ${users} where ${users.username} ilike ${pattern} or ${users.nickname} ilike ${pattern} or ${users.email} ilike ${pattern})`),
        )
      : undefined,
  );
}

/** One page of every family's orders, filtered and sorted, with the total for the pager. */
export async function searchOrderRecords(db: Db, filter: AdminOrderFilter): Promise<{ total: number; rows: AdminOrderRecord[] }> {
  const where = whereOf(filter);
  const direction = filter.sort.descending ? desc : asc;
  const ordering = [direction(SORT_COLUMNS[filter.sort.field]), direction(orders.id)];
  const [page, [totals]] = await Promise.all([
    db.select({ id: orders.id }).from(orders).where(where).orderBy(...ordering).offset(filter.offset).limit(filter.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(adminOrderColumns)
          .from(orders)
          .innerJoin(users, eq(users.id, orders.memberId))
          .innerJoin(products, eq(products.id, orders.productId))
          .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
          .leftJoin(refunds, eq(refunds.orderId, orders.id))
          .where(inArray(orders.id, ids))
          .orderBy(...ordering);
  return { total: Number(totals?.total ?? 0), rows };
}

export interface AdminOrderTotalsRecord {
  count: number;
  paid: { currency: string; amount: number }[];
  refunded: { currency: string; amount: number }[];
}

/**
 * Totals over every order the filter matches, whatever page is shown: how many, what was paid
 * (orders with a payment time) and what went back (refunds the provider sent or staff completed),
 * each by currency.
 */
export async function totalOrderRecords(db: Db, filter: Omit<AdminOrderFilter, 'sort' | 'offset' | 'limit'>): Promise<AdminOrderTotalsRecord> {
  const where = whereOf({ ...filter, sort: { field: 'createTime', descending: true }, offset: 0, limit: 0 });
  const [[counted], paid, refunded] = await Promise.all([
    db.select({ count: count() }).from(orders).where(where),
    db
      .select({ currency: orders.currency, amount: sum(orders.payAmount).mapWith(Number) })
      .from(orders)
      .where(and(where, isNotNull(orders.paidAt)))
      .groupBy(orders.currency)
      .orderBy(asc(orders.currency)),
    db
      .select({ currency: refunds.currency, amount: sum(refunds.amount).mapWith(Number) })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(where, inArray(refunds.status, ['sent', 'completed'])))
      .groupBy(refunds.currency)
      .orderBy(asc(refunds.currency)),
  ]);
  return { count: Number(counted?.count ?? 0), paid, refunded };
}

/** An order's parent, for the staff detail. */
export async function findOrderParent(db: Db, memberId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, email: users.email })
    .from(users)
    .where(eq(users.id, memberId));
  return row;
}

import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/api/orders.ts';
import { newOrderSn } from '../../domain/orders/create-order.ts';
import { addSeconds } from '../../domain/clock.ts';
import type { Db } from '../database.ts';
import { nextFacultyPosition } from '../repositories/admin-catalogue-repository.ts';
import { bookings, children, entitlements, facultyMembers, orderHistory, orders, products, productTeachers, schedules, users } from '../schema.ts';
import { DEMO_PARENT } from './seed-accounts.ts';
import { localDateAt } from './seed-calendar.ts';

const DEMO_ENTRY = {
  nameEn: 'Dr. Daniel Reyes',
  nameZh: 'Daniel Reyes 博士',
  biographyEn: 'Daniel coaches olympiad mathematics and physics in London, and loves a problem that takes a whole afternoon.',
  biographyZh: 'Daniel 博士在伦敦指导奥林匹克数学与物理竞赛，最喜欢需要一个下午才能解开的难题。',
  photo: '/images/demo/faculty/07.svg',
  subjects: ['Mathematics', 'Physics'],
};

const HOUR = 3600;

/**
 * `demo.teacher`'s classes (issue 29): a faculty entry linked to the account teaches one demo
 * course that has begun, with a class of its own today that began half an hour before the seed,
 * so that attendance is open; the demo parent's older child is booked in each class, the ones
 * more than two days old marked attended. Done once: an entry already linked leaves all alone.
 */
export async function seedDemoTeacherClasses(tx: Db, teacherId: number, now: Date, timeZone: string): Promise<void> {
  const [linked] = await tx.select({ id: facultyMembers.id }).from(facultyMembers).where(eq(facultyMembers.userId, teacherId));
  if (linked) return;
  const [parent] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, DEMO_PARENT.username));
  const [child] = parent ? await tx.select().from(children).where(eq(children.parentId, parent.id)).orderBy(asc(children.id)).limit(1) : [];
  const course = await courseUnderWay(tx, now);
  if (!child || !course) return;

  const [entry] = await tx
    .insert(facultyMembers)
    .values({ ...DEMO_ENTRY, published: false, userId: teacherId, position: await nextFacultyPosition(tx) })
    .returning({ id: facultyMembers.id });
  await tx.insert(productTeachers).values({ productId: course.id, facultyMemberId: entry.id, position: 9 }).onConflictDoNothing();
  await tx.update(schedules).set({ teacherId: entry.id }).where(eq(schedules.productId, course.id));

  // Today's class began half an hour ago, unless that was yesterday; then it begins in an hour.
  const halfAnHourAgo = addSeconds(now, -HOUR / 2);
  const todayStart = localDateAt(halfAnHourAgo, timeZone) === localDateAt(now, timeZone) ? halfAnHourAgo : addSeconds(now, HOUR);
  const [template] = await tx.select().from(schedules).where(eq(schedules.productId, course.id)).orderBy(asc(schedules.classDate)).limit(1);
  await tx.insert(schedules).values({
    timetableId: template.timetableId,
    courseSystemId: template.courseSystemId,
    productId: course.id,
    nameEn: 'Problem-solving clinic',
    nameZh: '解题诊所',
    classDate: new Date(Math.floor(todayStart.getTime() / 60_000) * 60_000),
    durationMinutes: 60,
    grades: template.grades,
    teacherId: entry.id,
    capacity: template.capacity,
    joinUrl: 'https://meet.everbright.academy/demo-clinic',
  });
  const classes = await tx.select().from(schedules).where(eq(schedules.productId, course.id)).orderBy(asc(schedules.classDate));

  const today = localDateAt(now, timeZone);
  const [order] = await tx
    .insert(orders)
    .values({
      orderSn: newOrderSn(today),
      memberId: parent.id,
      childId: child.id,
      childName: child.name,
      productId: course.id,
      productNameEn: course.nameEn,
      productNameZh: course.nameZh,
      status: OrderStatus.InProgress,
      payType: 1,
      currency: course.currency,
      tuitionAmount: course.price,
      applicationFee: 0,
      payAmount: course.price,
      answers: { processes: ['guidedInquiry'], outcomes: ['confidence'] },
      firstClassDate: localDateAt(classes[0].classDate, timeZone),
      createdAt: addSeconds(classes[0].classDate, -14 * 24 * HOUR),
      paidAt: addSeconds(classes[0].classDate, -14 * 24 * HOUR),
    })
    .returning({ id: orders.id });
  await tx.insert(orderHistory).values({ orderId: order.id, fromStatus: OrderStatus.PendingPayment, toStatus: OrderStatus.InProgress, actor: 'provider' });
  const marked = classes.filter((item) => item.classDate.getTime() < addSeconds(now, -48 * HOUR).getTime());
  const [entitlement] = await tx
    .insert(entitlements)
    .values({
      orderId: order.id,
      memberId: parent.id,
      productId: course.id,
      unit: 'sessions',
      total: classes.length,
      used: marked.length,
      equityDateStart: course.equityDateStart,
      equityDateEnd: course.equityDateEnd,
      activatedAt: addSeconds(classes[0].classDate, -7 * 24 * HOUR),
    })
    .returning({ id: entitlements.id });
  for (const item of classes) {
    const attended = marked.includes(item);
    await tx.insert(bookings).values({
      entitlementId: entitlement.id,
      scheduleId: item.id,
      childId: child.id,
      status: attended ? 'attended' : 'booked',
      attendanceMarkedAt: attended ? addSeconds(item.classDate, 2 * HOUR) : null,
      attendanceMarkedBy: attended ? teacherId : null,
    });
    await tx.update(schedules).set({ seatsTaken: sql`${schedules.seatsTaken} + 1` }).where(eq(schedules.id, item.id));
  }
}

/** A demo course with classes both before and after `now`, the one that began earliest; or none. */
async function courseUnderWay(tx: Db, now: Date) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(schedules, eq(schedules.productId, products.id))
    .where(isNotNull(schedules.productId))
    .groupBy(products.id)
    .having(and(sql`min(${schedules.classDate}) < ${now}`, sql`max(${schedules.classDate}) > ${now}`))
    .orderBy(sql`count(*) filter (where ${schedules.classDate} < ${now}) desc`, asc(products.id))
    .limit(1);
  if (!row) return undefined;
  const [course] = await tx.select().from(products).where(eq(products.id, row.id));
  return course;
}

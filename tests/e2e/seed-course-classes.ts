import path from 'node:path';
import { and, asc, eq, isNull, notExists } from 'drizzle-orm';
import { ProductCategory } from '../../src/shared/catalogue.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { facultyMembers, products, schedules } from '../../src/server/db/schema.ts';
import { seedDemoAccounts } from '../../src/server/db/seed/seed-accounts.ts';
import { seedDemoContent } from '../../src/server/db/seed/seed.ts';
import { loadEnv } from '../../src/server/env.ts';

/**
 * Run before the browser tests' server starts, on its data folder: the demo seed, then, for each
 * Insights course the seed left without classes of its own (D20), one class a week inside its
 * dates, so that booking and the plan can be driven in the browser. Once the seed gives every
 * course its own classes, this adds nothing.
 */
const env = loadEnv();
const database = await openDatabase({ pgliteDir: path.join(env.dataDir, 'db') });
await database.migrate();
await seedDemoContent(database.db, { timeZone: env.ACADEMY_TIME_ZONE });
await seedDemoAccounts(database.db, { adminPassword: env.ADMIN_PASSWORD });

const db = database.db;
const withoutClasses = await db
  .select()
  .from(products)
  .where(
    and(
      eq(products.categoryId, ProductCategory.Insights),
      isNull(products.privateMemberId),
      notExists(db.select({ id: schedules.id }).from(schedules).where(eq(schedules.productId, products.id))),
    ),
  )
  .orderBy(asc(products.id));
const [teacher] = await db.select({ id: facultyMembers.id }).from(facultyMembers).orderBy(asc(facultyMembers.position)).limit(1);
const WEEK_MS = 7 * 86_400_000;
for (const product of withoutClasses) {
  if (!product.timetableId || !product.courseSystemId) continue;
  // Saturdays at 09:00 in Shanghai from the course's first day on.
  const first = new Date(`${product.equityDateStart}T01:00:00Z`);
  const last = new Date(`${product.equityDateEnd}T15:59:59Z`);
  const rows = [];
  for (let week = 0, at = first; week < product.totalClassHours && at <= last; week += 1, at = new Date(first.getTime() + week * WEEK_MS)) {
    rows.push({
      timetableId: product.timetableId,
      courseSystemId: product.courseSystemId,
      productId: product.id,
      teacherId: teacher?.id ?? null,
      nameEn: `${product.nameEn} · Week ${week + 1}`,
      nameZh: `${product.nameZh} · 第 ${week + 1} 周`,
      classDate: at,
      durationMinutes: 90,
      grades: product.grades,
      capacity: 8,
      joinUrl: `https://meet.example.com/everbright-${product.id}`,
    });
  }
  if (rows.length > 0) await db.insert(schedules).values(rows);
}
await database.close();

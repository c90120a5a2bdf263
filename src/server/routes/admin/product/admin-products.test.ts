import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetail, AdminProductList, ProductBody } from '../../../../shared/api/admin-catalogue.ts';
import type { ProductDto } from '../../../../shared/api/public-content.ts';
import { orders, schedules } from '../../../db/schema.ts';
import { envelopeOf, get, post, type AccountsTestApp } from '../../../../../tests/support/factories-accounts.ts';
import { childFor, createOrderFor, createOrdersTestApp, createProduct, parentWithChild } from '../../../../../tests/support/factories-orders.ts';
import { auditOf, expectOk, memberWithRole } from '../../../../../tests/support/factories-staff.ts';
import { createCourseSystem, createFacultyMember, createTimetable } from '../../../../../tests/support/factories.ts';
import { multipartBody, samplePdf, samplePng } from '../../../../../tests/support/upload-samples.ts';

describe('admin/product: staff edit the catalogue and its classes', () => {
  let testApp: AccountsTestApp;
  let admin: Awaited<ReturnType<typeof memberWithRole>>;
  let courseSystemId: number;
  let timetableId: number;
  let teacherId: number;

  beforeAll(async () => {
    testApp = await createOrdersTestApp();
    admin = await memberWithRole(testApp.app, 'admin');
    courseSystemId = (await createCourseSystem(testApp.db)).id;
    timetableId = (await createTimetable(testApp.db)).id;
    teacherId = (await createFacultyMember(testApp.db)).id;
  });
  afterAll(() => testApp.close());

  const write = <T>(url: string, body: unknown) => expectOk<T>(testApp.app, 'POST', url, body, { token: admin.token });
  const read = <T>(url: string) => expectOk<T>(testApp.app, 'GET', url, undefined, { token: admin.token });

  const form = (overrides: Partial<ProductBody> = {}): ProductBody => ({
    nameEn: 'Olympiad Geometry',
    nameZh: '奥数几何',
    descriptionEn: '<p>Proofs <strong>with</strong> pictures</p>',
    descriptionZh: '<p>图形证明</p>',
    pic: '/images/test/geometry.svg',
    price: 150_000,
    promotionPrice: null,
    categoryId: 58,
    courseType: 'Insights',
    subject: 'mathematics',
    grades: ['G7', 'G8'],
    courseSystemId,
    timetableId,
    totalClassHours: 16,
    maxStudents: 8,
    equityDateStart: '2026-09-01',
    equityDateEnd: '2027-01-31',
    lateEnrolmentUntil: null,
    published: true,
    teacherIds: [teacherId],
    ...overrides,
  });

  const publicList = async (language: 'en' | 'cn' = 'en') =>
    (envelopeOf(await post(testApp.app, '/api/ddcProduct/productList', { pageSize: 100 }, { language })).data as { list: ProductDto[] }).list;

  it('creates a product, sanitised and audited, and the public catalogue shows it at once', async () => {
    const before = await publicList();
    expect(before.some((product) => product.name === 'Olympiad Geometry')).toBe(false);

    const created = await write<AdminProductDetail>('/api/admin/product/create', form({ descriptionEn: '<p onclick="steal()">Proofs<script>alert(1)</script> <a href="javascript:x">here</a></p>' }));
    expect(created).toMatchObject({ nameEn: 'Olympiad Geometry', nameZh: '奥数几何', minStudents: 4, maxStudents: 8, seatsTaken: 0, stock: 8, teacherIds: [teacherId], published: true });
    expect(created.descriptionEn).toBe('<p>Proofs <a rel="noopener noreferrer">here</a></p>');

    const after = await publicList();
    expect(after.find((product) => product.id === created.id)).toMatchObject({ name: 'Olympiad Geometry', price: 150_000, stock: 8 });
    expect((await publicList('cn')).find((product) => product.id === created.id)?.name).toBe('奥数几何');

    const [record] = await auditOf(testApp.db, 'product', created.id);
    expect(record).toMatchObject({ actorId: admin.id, action: 'product.create', before: null });
    expect(record.after).toMatchObject({ nameEn: 'Olympiad Geometry', price: 150_000, stock: 8, teacherIds: [teacherId] });

    const listed = await read<AdminProductList>('/api/admin/product/list?q=geometry&categoryId=58&published=true');
    expect(listed.list.map((product) => product.id)).toContain(created.id);
    const csv = await get(testApp.app, '/api/admin/product/list?q=geometry&format=csv', { token: admin.token });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Olympiad Geometry');
  });

  it('hides a product from the public catalogue at once, with the change in the log', async () => {
    const created = await write<AdminProductDetail>('/api/admin/product/create', form({ nameEn: 'Hidden Physics' }));
    expect((await publicList()).some((product) => product.id === created.id)).toBe(true);
    await write('/api/admin/product/update/' + created.id, form({ nameEn: 'Hidden Physics', published: false }));
    expect((await publicList()).some((product) => product.id === created.id)).toBe(false);
    const records = await auditOf(testApp.db, 'product', created.id);
    expect(records[1]).toMatchObject({ action: 'product.update', before: { published: true }, after: { published: false } });
  });

  it('sanitises the description on every write', async () => {
    const created = await write<AdminProductDetail>('/api/admin/product/create', form());
    const updated = await write<AdminProductDetail>(`/api/admin/product/update/${created.id}`, form({ descriptionZh: '<img src=x onerror=alert(1)><p style="color:red">安全</p><iframe src="https://evil.example"></iframe>' }));
    expect(updated.descriptionZh).toBe('<p>安全</p>');
  });

  it('never lets the seats fall below those taken, and a new price leaves orders their amounts', async () => {
    const product = await createProduct(testApp.db, { stock: 3, courseSystemId, timetableId });
    const parent = await parentWithChild(testApp.app);
    const order = await createOrderFor(testApp.app, parent.token, product.id, parent.childId);
    const [placed] = await testApp.db.select().from(orders).where(eq(orders.id, order.id));

    const detail = await read<AdminProductDetail>(`/api/admin/product/detail/${product.id}`);
    expect(detail).toMatchObject({ maxStudents: 3, seatsTaken: 1, stock: 2 });

    const second = await childFor(testApp.app, parent.token, { name: 'Second Child' });
    await createOrderFor(testApp.app, parent.token, product.id, second);
    const refused = await post(testApp.app, `/api/admin/product/update/${product.id}`, form({ minStudents: 1, maxStudents: 1 }), { token: admin.token, language: 'cn' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 409, message: '名额不能少于已占用的 2 个', data: null });

    const saved = await write<AdminProductDetail>(`/api/admin/product/update/${product.id}`, form({ maxStudents: 5, price: 99_000, promotionPrice: 89_000 }));
    expect(saved).toMatchObject({ maxStudents: 5, seatsTaken: 2, stock: 3, price: 99_000, promotionPrice: 89_000 });
    const [kept] = await testApp.db.select().from(orders).where(eq(orders.id, order.id));
    expect({ tuition: kept.tuitionAmount, pay: kept.payAmount }).toEqual({ tuition: placed.tuitionAmount, pay: placed.payAmount });
    expect((await auditOf(testApp.db, 'product', product.id)).at(-1)).toMatchObject({ before: { price: 129_000, stock: 1, maxStudents: 3 }, after: { price: 99_000, stock: 3, maxStudents: 5 } });

    const promotion = await post(testApp.app, `/api/admin/product/update/${product.id}`, form({ promotionPrice: 150_000 }), { token: admin.token });
    expect(promotion.statusCode).toBe(400);
  });

  it("adds classes on the academy's clock, stored in UTC, and guards capacity and cancellation", async () => {
    const created = await write<AdminProductDetail>('/api/admin/product/create', form({ nameEn: 'Number Theory' }));
    const cls = { nameEn: 'Week 1', nameZh: '第一周', date: '2026-09-05', time: '09:30', durationMinutes: 90, teacherId, capacity: 6, joinUrl: 'https://meet.example/abc' };
    const withClass = await write<AdminProductDetail>(`/api/admin/product/addClass/${created.id}`, cls);
    const [added] = withClass.classes;
    // Asia/Shanghai is UTC+8 all year.
    expect(added).toMatchObject({ classTime: '2026-09-05T01:30:00.000Z', date: '2026-09-05', time: '09:30', capacity: 6, seatsTaken: 0, cancelledTime: null });
    expect((await publicList()).find((product) => product.id === created.id)?.firstClassAt).toBe('2026-09-05T01:30:00.000Z');

    await testApp.db.update(schedules).set({ seatsTaken: 4 }).where(eq(schedules.id, added.id));
    const tooSmall = await post(testApp.app, `/api/admin/product/updateClass/${added.id}`, { ...cls, capacity: 3 }, { token: admin.token });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().message).toBe('The capacity cannot be below the 4 seats already booked');
    const booked = await post(testApp.app, `/api/admin/product/cancelClass/${added.id}`, {}, { token: admin.token });
    expect(booked.statusCode).toBe(409);

    const moved = await write<AdminProductDetail>(`/api/admin/product/updateClass/${added.id}`, { ...cls, time: '19:00', capacity: 4 });
    expect(moved.classes[0]).toMatchObject({ classTime: '2026-09-05T11:00:00.000Z', capacity: 4 });
    await testApp.db.update(schedules).set({ seatsTaken: 0 }).where(eq(schedules.id, added.id));
    const cancelled = await write<AdminProductDetail>(`/api/admin/product/cancelClass/${added.id}`, {});
    expect(cancelled.classes[0].cancelledTime).toBe(testApp.clock().toISOString());
    expect((await publicList()).find((product) => product.id === created.id)?.firstClassAt).toBeNull();

    expect((await auditOf(testApp.db, 'productClass', added.id)).map((record) => record.action)).toEqual(['productClass.create', 'productClass.update', 'productClass.cancel']);
    expect((await auditOf(testApp.db, 'productClass', added.id))[1]).toMatchObject({
      before: { classDate: '2026-09-05T01:30:00.000Z', capacity: 6 },
      after: { classDate: '2026-09-05T11:00:00.000Z', capacity: 4 },
    });
  });

  it('asks for a timetable before classes, and refuses teachers that do not exist', async () => {
    const bare = await write<AdminProductDetail>('/api/admin/product/create', form({ timetableId: null }));
    const refused = await post(testApp.app, `/api/admin/product/addClass/${bare.id}`, { nameEn: 'Week 1', date: '2026-09-05', time: '09:30' }, { token: admin.token });
    expect(refused.statusCode).toBe(409);
    const ghost = await post(testApp.app, '/api/admin/product/create', form({ teacherIds: [2_000_000] }), { token: admin.token });
    expect(ghost.statusCode).toBe(409);
  });

  it('stores pictures checked from their bytes, for everyone to see', async () => {
    const png = multipartBody({ name: 'cover.png', bytes: samplePng() });
    const stored = await testApp.app.inject({ method: 'POST', url: '/api/admin/product/picture', headers: { authorization: `Bearer ${admin.token}`, 'content-type': png.contentType }, payload: png.payload });
    expect(stored.statusCode).toBe(200);
    const { url } = envelopeOf(stored).data as { url: string };
    const shown = await get(testApp.app, url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');

    const pdf = multipartBody({ name: 'cover.png', bytes: samplePdf() });
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/admin/product/picture', headers: { authorization: `Bearer ${admin.token}`, 'content-type': pdf.contentType }, payload: pdf.payload });
    expect(refused.statusCode).toBe(415);
  });
});

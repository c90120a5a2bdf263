import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../../shared/api/public-content.ts';
import { CourseType, ProductCategory } from '../../../shared/catalogue.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import {
  createCourseSystem,
  createGradeDictionary,
  createProduct,
  createProductCategories,
} from '../../../../tests/support/factories.ts';

describe('POST /api/ddcProduct/productList', () => {
  let testApp: TestApp;
  const names: Record<string, number> = {};
  const systems: Record<'algebra' | 'olympiad' | 'writing', number> = { algebra: 0, olympiad: 0, writing: 0 };

  const list = (body: unknown, language?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/ddcProduct/productList',
      headers: { 'content-type': 'application/json', ...(language ? { language } : {}) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const namesOf = async (body: unknown) => {
    const response = await list(body);
    expect(response.statusCode).toBe(200);
    return (response.json().data.list as ProductDto[]).map((product) => product.name);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    const db = testApp.database.db;
    await createProductCategories(db);
    await createGradeDictionary(db);
    systems.algebra = (await createCourseSystem(db, { nameEn: 'Algebra', nameZh: '代数' })).id;
    systems.olympiad = (await createCourseSystem(db, { nameEn: 'Olympiad', nameZh: '奥赛' })).id;
    systems.writing = (await createCourseSystem(db, { nameEn: 'Writing', nameZh: '写作' })).id;

    const make = async (name: string, overrides: Parameters<typeof createProduct>[1]) => {
      names[name] = (await createProduct(db, { nameEn: name, ...overrides })).id;
    };
    await make('Pre-algebra', { position: 1, grades: ['G5', 'G6'], courseSystemId: systems.algebra });
    await make('Olympiad I', { position: 2, grades: ['G7'], courseSystemId: systems.olympiad });
    await make('Mentored research', {
      position: 3,
      grades: ['G7', 'G8'],
      courseSystemId: systems.algebra,
      categoryId: ProductCategory.Inspire,
      courseType: CourseType.Inspire,
      stock: null,
      totalClassHours: 32,
    });
    await make('Essay craft', { position: 4, grades: ['G9'], courseSystemId: systems.writing });
    await make('Hidden draft', { position: 5, grades: ['G7'], courseSystemId: systems.algebra, published: false });
    for (let index = 1; index <= 7; index += 1) {
      await make(`Filler ${index}`, { position: 10 + index, grades: ['G10'], courseSystemId: systems.olympiad });
    }
    // Equal positions fall back to creation order (id).
    await make('Tie A', { position: 30, grades: ['G11'] });
    await make('Tie B', { position: 30, grades: ['G11'] });
  });
  afterAll(() => testApp.close());

  describe('paging', () => {
    it('answers the first page of nine with the total of published products', async () => {
      const response = await list({});
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Operation Successful');
      expect(body.data.total).toBe(13);
      expect(body.data.list).toHaveLength(9);
      expect(body.data.list.map((product: ProductDto) => product.name).slice(0, 5)).toEqual([
        'Pre-algebra',
        'Olympiad I',
        'Mentored research',
        'Essay craft',
        'Filler 1',
      ]);
    });

    it('answers later pages, an empty page past the end, and custom page sizes', async () => {
      expect(await namesOf({ pageNum: 2, pageSize: 9 })).toEqual(['Filler 6', 'Filler 7', 'Tie A', 'Tie B']);
      const past = (await list({ pageNum: 3, pageSize: 9 })).json().data;
      expect(past).toEqual({ total: 13, list: [] });
      expect(await namesOf({ pageNum: 2, pageSize: 2 })).toEqual(['Mentored research', 'Essay craft']);
      expect((await list({ pageSize: 100 })).json().data.list).toHaveLength(13);
    });

    it('accepts numbers sent as strings, and a request with no body at all', async () => {
      expect(await namesOf({ pageNum: '2', pageSize: '2' })).toEqual(['Mentored research', 'Essay craft']);
      const bare = await testApp.app.inject({ method: 'POST', url: '/api/ddcProduct/productList' });
      expect(bare.statusCode).toBe(200);
      expect(bare.json().data.list).toHaveLength(9);
      const emptyJson = await list('');
      expect(emptyJson.statusCode).toBe(200);
      expect((await list('null')).json().data.total).toBe(13);
    });

    it('ignores the total the original client sends back', async () => {
      expect((await list({ total: 'whatever', pageNum: 1 })).json().data.total).toBe(13);
    });
  });

  describe('filters', () => {
    it('filters by course type and by category', async () => {
      expect(await namesOf({ courseType: 'Inspire' })).toEqual(['Mentored research']);
      expect(await namesOf({ productCategoryId: 59 })).toEqual(['Mentored research']);
      expect(await namesOf({ productCategoryId: '59' })).toEqual(['Mentored research']);
      expect((await list({ productCategoryId: 58, pageSize: 100 })).json().data.total).toBe(12);
      expect((await list({ courseType: 'Insights', productCategoryId: 59 })).json().data).toEqual({ total: 0, list: [] });
    });

    it('keeps products offered to ANY of the requested grades', async () => {
      expect(await namesOf({ grades: ['G7'] })).toEqual(['Olympiad I', 'Mentored research']);
      expect(await namesOf({ grades: ['G5', 'G9'] })).toEqual(['Pre-algebra', 'Essay craft']);
      expect(await namesOf({ grades: ['K'] })).toEqual([]);
    });

    it('filters by course systems (ttIds)', async () => {
      expect(await namesOf({ ttIds: [systems.algebra] })).toEqual(['Pre-algebra', 'Mentored research']);
      expect(await namesOf({ ttIds: [systems.algebra, systems.writing] })).toEqual([
        'Pre-algebra',
        'Mentored research',
        'Essay craft',
      ]);
    });

    it('combines filters, and treats empty lists and nulls as no filter', async () => {
      expect(await namesOf({ grades: ['G7'], ttIds: [systems.algebra] })).toEqual(['Mentored research']);
      expect(await namesOf({ grades: ['G7'], ttIds: [systems.algebra], productCategoryId: 58 })).toEqual([]);
      const unfiltered = { grades: [], ttIds: [], courseType: null, productCategoryId: null };
      expect((await list(unfiltered)).json().data.total).toBe(13);
    });

    it('shows stock for Insights and none for Inspire, and names in the visitor’s language', async () => {
      const [product] = (await list({ courseType: 'Inspire' }, 'cn')).json().data.list as ProductDto[];
      expect(product).toMatchObject({
        id: names['Mentored research'],
        name: expect.stringMatching(/^课程 /),
        stock: null,
        productCategoryId: 59,
        courseType: 'Inspire',
        courseTypeName: '启发精品',
        productCategoryTypeName: '数学',
        totalClassHours: 32,
        price: 129_000,
        currency: 'USD',
        grades: ['G7', 'G8'],
        courseSystemId: systems.algebra,
      });
      const [insights] = (await list({ grades: ['G5'] })).json().data.list as ProductDto[];
      expect(insights).toMatchObject({ stock: 6, courseTypeName: 'Insights', productCategoryTypeName: 'Mathematics' });
    });
  });

  describe('bad input', () => {
    it('refuses an unknown grade, naming the field, in both languages', async () => {
      const english = await list({ grades: ['G7', 'G13'] });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        code: 400,
        message: 'Some fields are not valid: grades',
        data: { fields: [{ field: 'grades', message: 'Unknown grade code' }] },
      });
      const chinese = await list({ grades: ['G13'] }, 'cn');
      expect(chinese.json()).toEqual({
        code: 400,
        message: '以下字段无效：grades',
        data: { fields: [{ field: 'grades', message: '未知的年级代码' }] },
      });
    });

    it.each([
      ['pageNum 0', { pageNum: 0 }, 'pageNum'],
      ['a negative pageNum', { pageNum: -1 }, 'pageNum'],
      ['a fractional pageNum', { pageNum: 1.5 }, 'pageNum'],
      ['a huge pageNum', { pageNum: 1e308 }, 'pageNum'],
      ['a word as pageNum', { pageNum: 'first' }, 'pageNum'],
      ['pageSize 101', { pageSize: 101 }, 'pageSize'],
      ['pageSize 0', { pageSize: 0 }, 'pageSize'],
      ['an unknown course type', { courseType: 'Other' }, 'courseType'],
      ['an array as course type', { courseType: ['Insights'] }, 'courseType'],
      ['an unknown category', { productCategoryId: 60 }, 'productCategoryId'],
      ['a string as grades', { grades: 'G7' }, 'grades'],
      ['numbers as grades', { grades: [7] }, 'grades'],
      ['an object in grades', { grades: [{ code: 'G7' }] }, 'grades'],
      ['too many grades', { grades: Array.from({ length: 51 }, () => 'G7') }, 'grades'],
      ['words as ttIds', { ttIds: ['algebra'] }, 'ttIds'],
      ['a zero ttId', { ttIds: [0] }, 'ttIds'],
      ['a huge ttId', { ttIds: [2 ** 40] }, 'ttIds'],
    ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
      const response = await list(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(400);
      expect(response.json().message).toBe(`Some fields are not valid: ${field}`);
      expect(response.json().data.fields.map((error: { field: string }) => error.field)).toContain(field);
    });

    it('localises a validation message', async () => {
      const response = await list({ pageSize: 101 }, 'cn');
      expect(response.json()).toEqual({
        code: 400,
        message: '以下字段无效：pageSize',
        data: { fields: [{ field: 'pageSize', message: '该值无效' }] },
      });
    });

    it.each([
      ['malformed JSON', '{"pageNum": 1,'],
      ['a JSON array', '[1, 2]'],
      ['a JSON string', '"hello"'],
      ['a poisoned prototype', '{"__proto__": {"pageSize": 1}}'],
    ])('refuses %s as a bad body', async (_case, payload) => {
      const response = await list(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, message: 'Some fields are not valid: body' });
    });

    it('refuses plain text as a bad body', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/ddcProduct/productList',
        headers: { 'content-type': 'text/plain' },
        payload: 'pageNum=1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, message: 'Some fields are not valid: body' });
    });

    it('refuses a body of an unsupported type with a 415 envelope', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/ddcProduct/productList',
        headers: { 'content-type': 'application/xml' },
        payload: '<pageNum>1</pageNum>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 415, message: 'This content type is not supported', data: null });
    });
  });
});

import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_SIZE } from '../../../shared/limits.ts';
import { nextPageNumber } from './api/get-products.ts';
import { calendarDay, formatDay, formatMeetingDays, plainTextOf, summarise } from './format.ts';
import { catalogueSearchOf, catalogueViewOf, initialProductFilters, sameFilters } from './product-filters.ts';
import { seatStateOf } from './seats.ts';

describe('the compact list pages (spec §4)', () => {
  it('asks for the next page while pageSize × pageNum is below the total', () => {
    expect(PRODUCT_PAGE_SIZE).toBe(9);
    expect(nextPageNumber({ total: 16, list: [] }, 1)).toBe(2);
    expect(nextPageNumber({ total: 19, list: [] }, 2)).toBe(3);
  });

  it('is finished once pageSize × pageNum reaches the total', () => {
    expect(nextPageNumber({ total: 9, list: [] }, 1)).toBeUndefined();
    expect(nextPageNumber({ total: 16, list: [] }, 2)).toBeUndefined();
    expect(nextPageNumber({ total: 0, list: [] }, 1)).toBeUndefined();
  });
});

describe('seats on a card (spec §2)', () => {
  it('shows stock for Insights only', () => {
    expect(seatStateOf({ productCategoryId: 59, stock: 4 })).toBe('none');
    expect(seatStateOf({ productCategoryId: 58, stock: null })).toBe('none');
  });

  it('says sold out at zero and urges at three or fewer', () => {
    expect(seatStateOf({ productCategoryId: 58, stock: 0 })).toBe('soldOut');
    expect(seatStateOf({ productCategoryId: 58, stock: 3 })).toBe('few');
    expect(seatStateOf({ productCategoryId: 58, stock: 4 })).toBe('available');
  });
});

describe("a page's product filters", () => {
  it('default to Insights (58) as §9 says', () => {
    expect(initialProductFilters(null, null)).toEqual({
      productCategoryId: 58,
      courseType: 'Insights',
      grades: [],
      courseSystemIds: [],
    });
  });

  it('follow the page, and give a category its own course type', () => {
    expect(initialProductFilters(59, 'Inspire')).toMatchObject({ productCategoryId: 59, courseType: 'Inspire' });
    expect(initialProductFilters(59, null)).toMatchObject({ productCategoryId: 59, courseType: 'Inspire' });
    expect(initialProductFilters(12, 'Unknown')).toMatchObject({ productCategoryId: 58, courseType: 'Insights' });
  });

  it('compare by value', () => {
    const filters = initialProductFilters(58, 'Insights');
    expect(sameFilters(filters, { ...filters, grades: [] })).toBe(true);
    expect(sameFilters(filters, { ...filters, grades: ['G7'] })).toBe(false);
  });
});

describe("the catalogue's address", () => {
  const known = { gradeCodes: ['K', 'G1', 'G7', 'G8'], courseSystemIds: [1, 2, 5] };
  const viewOf = (search: string) => catalogueViewOf(new URLSearchParams(search), known);

  it('reads the category, grades, course systems and page', () => {
    expect(viewOf('category=59&grades=G8,G7&systems=5,2&page=3')).toEqual({
      filters: { productCategoryId: 59, courseType: 'Inspire', grades: ['G7', 'G8'], courseSystemIds: [2, 5] },
      pageNum: 3,
    });
  });

  it('falls back to Insights, page one and no filter, ignoring what it does not know', () => {
    expect(viewOf('category=12&grades=G99,G7&systems=9,x&page=-2')).toEqual({
      filters: { productCategoryId: 58, courseType: 'Insights', grades: ['G7'], courseSystemIds: [] },
      pageNum: 1,
    });
    expect(viewOf('')).toEqual({ filters: initialProductFilters(null), pageNum: 1 });
  });

  it('writes a view back to the same address, leaving out the defaults', () => {
    const search = 'category=59&grades=G7%2CG8&systems=2%2C5&page=3';
    expect(catalogueSearchOf(viewOf(search)).toString()).toBe(search);
    expect(catalogueSearchOf(viewOf('category=58&page=1')).toString()).toBe('');
  });
});

describe('formatting', () => {
  it('keeps calendar days on their day in any time zone', () => {
    expect(calendarDay('2026-11-14')?.toISOString()).toBe('2026-11-14T00:00:00.000Z');
    expect(formatDay('2026-11-14', 'en-US')).toBe('Nov 14, 2026');
    expect(formatDay('2026-11-14', 'zh-CN')).toBe('2026年11月14日');
    expect(formatDay('soon', 'en-US')).toBeNull();
  });

  it('names the days a course meets as one phrase', () => {
    expect(formatMeetingDays([6], 'en-US')).toBe('Saturday');
    expect(formatMeetingDays([2, 5], 'en-US')).toBe('Tuesday and Friday');
    expect(formatMeetingDays([2, 5], 'zh-CN')).toBe('周二和周五');
  });

  it("turns editors' HTML into a short description", () => {
    expect(plainTextOf('<p>Fun &amp; <strong>games</strong></p>')).toBe('Fun & games');
    expect(summarise('one two three four five', 16)).toBe('one two three…');
    expect(summarise('short', 16)).toBe('short');
  });
});

import type { Page } from '../../shared/api/envelope.ts';
import type { ProductDetailDto, ProductDto } from '../../shared/api/public-content.ts';
import { showsStock } from '../../shared/catalogue.ts';
import type { Language } from '../../shared/language.ts';
import type { ProductRecord } from '../db/repositories/product-repository.ts';
import type { ProductDetailRecord } from '../domain/catalogue/product-catalogue.ts';
import { textOf } from './localised-text.ts';

export function presentProduct(product: ProductRecord, language: Language): ProductDto {
  return {
    id: product.id,
    name: textOf(product, 'name', language),
    pic: product.pic,
    price: product.price,
    promotionPrice: product.promotionPrice,
    currency: product.currency,
    productCategoryId: product.categoryId,
    productCategoryTypeName: textOf(product, 'subject', language),
    courseType: product.courseType,
    courseTypeName: textOf(product, 'categoryName', language),
    totalClassHours: product.totalClassHours,
    stock: showsStock(product.categoryId) ? product.stock : null,
    equityDateStart: product.equityDateStart,
    equityDateEnd: product.equityDateEnd,
    grades: [...product.grades],
    courseSystemId: product.courseSystemId,
  };
}

export function presentProductPage(page: { total: number; rows: ProductRecord[] }, language: Language): Page<ProductDto> {
  return { total: page.total, list: page.rows.map((row) => presentProduct(row, language)) };
}

export function presentProductDetail(detail: ProductDetailRecord, language: Language): ProductDetailDto {
  const { product, grades, courseSystem, timetable, schedule } = detail;
  return {
    ...presentProduct(product, language),
    description: textOf(product, 'description', language),
    // The main picture leads the gallery even when editors did not repeat it there.
    pictures: [...new Set([product.pic, ...product.pictures])],
    gradeNames: grades.map((grade) => textOf(grade, 'label', language)),
    courseSystemName: courseSystem ? textOf(courseSystem, 'name', language) : null,
    schedule:
      timetable && schedule
        ? {
            timetableId: timetable.id,
            timetableName: textOf(timetable, 'name', language),
            sessionCount: schedule.sessionCount,
            firstClassDate: schedule.firstClassDate?.toISOString() ?? null,
            lastClassDate: schedule.lastClassDate?.toISOString() ?? null,
            upcoming: schedule.upcoming.map((date) => date.toISOString()),
          }
        : null,
  };
}

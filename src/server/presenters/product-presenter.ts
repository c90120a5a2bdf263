import type { Page } from '../../shared/api/envelope.ts';
import type { ProductDetailDto, ProductDto } from '../../shared/api/public-content.ts';
import { APPLICATION_FEE } from '../../shared/api/orders.ts';
import { showsStock } from '../../shared/catalogue.ts';
import { presentClassSize } from './class-size-presenter.ts';
import { EnrolmentStatus } from '../../shared/enrolment.ts';
import { lateEnrolmentQuoteOf } from '../../shared/late-enrolment.ts';
import type { Language } from '../../shared/language.ts';
import type { CatalogueProduct, ProductDetailRecord } from '../domain/catalogue/product-catalogue.ts';
import { textOf } from '../../shared/localised-text.ts';

/** The spec's flat fields of D31 on a product. */
function classSizeFieldsOf(product: CatalogueProduct['product']) {
  const { minStudents, maxStudents, enrolled, formingState } = presentClassSize(product);
  return { minStudents, maxStudents, enrolled, formingState };
}

export function presentProduct({ product, enrolment, grades, gradesConsecutive }: CatalogueProduct, language: Language): ProductDto {
  const gradeNames = grades.map((grade) => textOf(grade, 'label', language));
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
    grades: grades.map((grade) => grade.code),
    courseSystemId: product.courseSystemId,
    enrolment,
    firstClassAt: product.firstClassAt?.toISOString() ?? null,
    lateEnrolmentUntil: product.lateEnrolmentUntil,
    meetingDays: product.meetingDays,
    gradeNames,
    gradeRange: gradesConsecutive && gradeNames.length > 2 ? { from: gradeNames[0], to: gradeNames.at(-1)! } : null,
    applicationFee: APPLICATION_FEE,
    lateEnrolment:
      enrolment === EnrolmentStatus.Late && product.classesAhead > 0 && product.cancelledAt === null
        ? lateEnrolmentQuoteOf(product.promotionPrice ?? product.price, product.classesAhead, product.classCount)
        : null,
    ...classSizeFieldsOf(product),
    waitlistCount: product.waitlistCount,
  };
}

export function presentProductPage(page: { total: number; items: CatalogueProduct[] }, language: Language): Page<ProductDto> {
  return { total: page.total, list: page.items.map((item) => presentProduct(item, language)) };
}

export function presentProductDetail(detail: ProductDetailRecord, language: Language): ProductDetailDto {
  const { item, courseSystem, timetable, teachers, classes } = detail;
  const { product } = item;
  return {
    ...presentProduct(item, language),
    description: textOf(product, 'description', language),
    // The main picture leads the gallery even when editors did not repeat it there.
    pictures: [...new Set([product.pic, ...product.pictures])],
    courseSystemName: courseSystem ? textOf(courseSystem, 'name', language) : null,
    teachers: teachers.map((teacher) => ({ id: teacher.id, name: textOf(teacher, 'name', language), photo: teacher.photo })),
    schedule:
      classes.classCount > 0
        ? {
            timetableId: timetable?.id ?? null,
            timetableName: timetable ? textOf(timetable, 'name', language) : null,
            sessionCount: classes.classCount,
            firstClassDate: classes.firstClassDate?.toISOString() ?? null,
            lastClassDate: classes.lastClassDate?.toISOString() ?? null,
            upcoming: classes.upcoming.map((upcoming) => ({
              classDate: upcoming.classDate.toISOString(),
              teacherName:
                upcoming.teacherNameEn === null
                  ? null
                  : textOf({ nameEn: upcoming.teacherNameEn, nameZh: upcoming.teacherNameZh ?? '' }, 'name', language),
            })),
          }
        : null,
  };
}

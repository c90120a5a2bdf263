import type { BookingItem, EntitlementItem, EntitlementList } from '../../shared/api/orders.ts';
import type { Language } from '../../shared/language.ts';
import { classEndOf } from '../domain/bookings/booking-rules.ts';
import type { BookingView, EntitlementPage, EntitlementView } from '../domain/entitlements/entitlements.ts';
import { teacherOf } from './booking-presenter.ts';
import { presentClassSize } from './class-size-presenter.ts';
import { textOf } from '../../shared/localised-text.ts';

function presentEntitlement(view: EntitlementView, language: Language): EntitlementItem {
  return {
    id: view.id,
    orderId: view.orderId,
    orderSn: view.orderSn,
    productId: view.productId,
    productName: textOf(view, 'productName', language),
    productPic: view.productPic,
    productCategoryId: view.productCategoryId,
    courseType: view.courseType,
    childId: view.childId,
    childName: view.childName,
    status: view.status,
    unit: view.unit,
    total: view.total,
    booked: view.booked,
    used: view.used,
    equityDateStart: view.equityDateStart,
    equityDateEnd: view.equityDateEnd,
    activateTime: view.activatedAt?.toISOString() ?? null,
    createTime: view.createdAt.toISOString(),
    classSize: presentClassSize(view.classSize),
    canMessageTeacher: view.childId !== null && view.hasTeacherAccount,
  };
}

function presentBooking(booking: BookingView, language: Language): BookingItem {
  return {
    id: booking.id,
    entitlementId: booking.entitlementId,
    productName: textOf(booking, 'productName', language),
    childName: booking.childName,
    scheduleName: textOf(booking, 'scheduleName', language),
    classDate: booking.classDate.toISOString(),
    endAt: classEndOf(booking.classDate, booking.durationMinutes).toISOString(),
    teacherName: teacherOf(booking, language)?.name ?? null,
    status: booking.status,
    cancelDeadline: booking.cancelDeadline?.toISOString() ?? null,
    cancellable: booking.cancellable,
  };
}

export function presentEntitlementPage(page: EntitlementPage, language: Language): EntitlementList {
  const list =
    page.kind === 'bookings'
      ? page.list.map((booking) => presentBooking(booking, language))
      : page.list.map((view) => presentEntitlement(view, language));
  return { total: page.total, list, counts: page.counts };
}

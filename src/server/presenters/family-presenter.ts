import { presentAssignee } from './case-work-presenter.ts';
import type { AdminFamilyDetail, AdminFamilyList, AdminFamilyMessage, AdminFamilySummary, AdviserOption } from '../../shared/api/admin-families.ts';
import type { Language } from '../../shared/language.ts';
import type { AdviserRow } from '../db/repositories/adviser-repository.ts';
import type { FamilyRecord } from '../db/repositories/family-repository.ts';
import type { NotificationRow } from '../db/repositories/notification-repository.ts';
import type { FamilyDetailRecord } from '../domain/families/families.ts';
import { deletionDueOf } from '../domain/accounts/privacy.ts';
import { presentAdminOrderSummary } from './admin-order-presenter.ts';
import { textOf } from '../../shared/localised-text.ts';

/** A family as staff see it: the account, never its password, sessions or reset codes. */
export function presentFamilySummary(row: FamilyRecord, language: Language): AdminFamilySummary {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    createTime: row.createdAt.toISOString(),
    disabled: row.disabledAt !== null,
    deletionDueTime: row.deletionRequestedAt && !row.erasedAt ? deletionDueOf(row.deletionRequestedAt).toISOString() : null,
    erased: row.erasedAt !== null,
    assignee: presentAssignee(row.assigneeId, row.assigneeName),
    childCount: row.childCount,
    orderCount: row.orderCount,
    adviser:
      row.adviserId === null ? null : { id: row.adviserId, name: textOf({ nameEn: row.adviserNameEn ?? '', nameZh: row.adviserNameZh ?? '' }, 'name', language) },
  };
}

export function presentFamilyPage(page: { total: number; rows: FamilyRecord[] }, language: Language): AdminFamilyList {
  return { total: page.total, list: page.rows.map((row) => presentFamilySummary(row, language)) };
}

export function presentFamilyDetail(record: FamilyDetailRecord, language: Language): AdminFamilyDetail {
  return {
    ...presentFamilySummary(record.family, language),
    language: record.family.language,
    children: record.children.map((child) => ({
      id: child.id,
      name: child.name,
      gender: child.gender,
      birthDate: child.birthDate,
      grade: child.grade,
      school: child.school,
      archivedTime: child.archivedAt?.toISOString() ?? null,
    })),
    orders: record.orders.map((order) => presentAdminOrderSummary(order, language)),
    entitlements: record.entitlements.map((entitlement) => ({
      id: entitlement.id,
      orderId: entitlement.orderId,
      orderSn: entitlement.orderSn,
      productName: textOf(entitlement, 'productName', language),
      childName: entitlement.childName,
      status: entitlement.status,
      unit: entitlement.unit,
      total: entitlement.total,
      used: entitlement.used,
      equityDateStart: entitlement.equityDateStart,
      equityDateEnd: entitlement.equityDateEnd,
      activateTime: entitlement.activatedAt?.toISOString() ?? null,
    })),
  };
}

export function presentAdviserOption(adviser: AdviserRow, language: Language): AdviserOption {
  return { id: adviser.id, name: textOf(adviser, 'name', language), title: textOf(adviser, 'title', language), email: adviser.email };
}

/** A message staff wrote, as the family reads it (its paragraphs and signature, without greeting and closing). */
export function presentFamilyMessage(row: NotificationRow, language: Language): AdminFamilyMessage {
  const text = row.content[language];
  return {
    id: row.id,
    subject: text.subject,
    text: text.summary,
    createTime: row.createdAt.toISOString(),
    readTime: row.readAt?.toISOString() ?? null,
    mailStatus: row.mailStatus,
  };
}

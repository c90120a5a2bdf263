import type { AdminWaitlistEntryDto, WaitlistEntryDto } from '../../shared/api/waitlist.ts';
import type { Language } from '../../shared/language.ts';
import { textOf } from '../../shared/localised-text.ts';
import type { WaitlistEntryRecord } from '../db/repositories/waitlist-repository.ts';

/** A family's place on a course's waitlist: never another family's details. */
export function presentWaitlistEntry(record: WaitlistEntryRecord, language: Language): WaitlistEntryDto {
  const { entry } = record;
  return {
    id: entry.id,
    productId: entry.productId,
    productName: textOf(record, 'productName', language),
    childId: entry.childId,
    childName: record.childName,
    status: entry.status,
    position: record.place,
    offerExpiresAt: entry.status === 'offered' ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    createTime: entry.createdAt.toISOString(),
  };
}

export function presentAdminWaitlistEntry(record: WaitlistEntryRecord, language: Language): AdminWaitlistEntryDto {
  return { ...presentWaitlistEntry(record, language), memberId: record.entry.memberId, parentName: record.parentName };
}

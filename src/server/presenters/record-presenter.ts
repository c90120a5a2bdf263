import type { RecordDto, RecordList, RecordOpenDto } from '../../shared/api/records.ts';
import type { Language } from '../../shared/language.ts';
import type { RecordRecord, StoredFileRow } from '../db/repositories/record-repository.ts';
import { textOf } from '../../shared/localised-text.ts';

/** A record as a parent sees it: the file's name, size and type, never its key or owner. */
export function presentRecord(row: RecordRecord, language: Language): RecordDto {
  return {
    id: row.record.id,
    childId: row.record.childId,
    childName: row.childName,
    kind: row.record.kind,
    term: row.record.term,
    title: textOf(row.record, 'title', language),
    file: { name: row.file.originalName, size: row.file.size, mime: row.file.mime },
    createTime: row.record.createdAt.toISOString(),
  };
}

export function presentRecordPage(page: { total: number; rows: RecordRecord[] }, language: Language): RecordList {
  return { total: page.total, list: page.rows.map((row) => presentRecord(row, language)) };
}

export function presentRecordOpen(opened: { url: string; viewer: RecordOpenDto['viewer']; file: StoredFileRow }): RecordOpenDto {
  return { url: opened.url, viewer: opened.viewer, name: opened.file.originalName, mime: opened.file.mime };
}

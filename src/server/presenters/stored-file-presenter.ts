import { fileUrlOf, type StoredFileDto, type TeacherProfileDto } from '../../shared/api/accounts.ts';
import type { StoredFileRow } from '../db/repositories/file-repository.ts';
import type { TeacherProfileRecord } from '../domain/accounts/teacher-application.ts';

/** An upload's answer: its key and URL, never its owner or where the bytes live. */
export function presentStoredFile(file: StoredFileRow): StoredFileDto {
  return { key: file.key, url: fileUrlOf(file.key), name: file.originalName, size: file.size, mime: file.mime };
}

export function presentTeacherProfile({ application, files }: TeacherProfileRecord): TeacherProfileDto {
  const byKey = new Map(files.map((file) => [file.key, presentStoredFile(file)]));
  const { cvKey, certificateKeys } = application.documents;
  return {
    status: application.status,
    submittedAt: application.submittedAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    profile: application.profile,
    education: application.education,
    experience: application.experience,
    teaching: application.teaching,
    availability: application.availability,
    documents: {
      cv: byKey.get(cvKey) ?? null,
      certificates: certificateKeys.flatMap((key) => byKey.get(key) ?? []),
    },
  };
}

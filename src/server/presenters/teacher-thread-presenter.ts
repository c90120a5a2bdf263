import { fileUrlOf } from '../../shared/api/accounts.ts';
import type { TeacherMessageDto, TeacherThreadContact, TeacherThreadDetail, TeacherThreadSummary } from '../../shared/api/teacher-threads.ts';
import type { Language } from '../../shared/language.ts';
import { textOf } from '../../shared/localised-text.ts';
import type { ContactRow, TeacherMessageRecord, TeacherMessageFileRow } from '../db/repositories/teacher-thread-repository.ts';
import { firstNameOf } from '../../shared/first-name.ts';
import type { ThreadDetailView, ThreadView } from '../domain/teacher-threads/teacher-threads.ts';

type Names = { nameEn: string; nameZh: string };

/** A teacher meets a child by the first name only, as on their roster (D30); the family and staff by the whole. */
const childNameFor = (name: string, side: ThreadView['side']) => (side === 'teacher' ? firstNameOf(name) : name);

const teacherNames = (teachers: readonly Names[], language: Language) => teachers.map((teacher) => textOf(teacher, 'name', language));

export function presentTeacherThreadSummary(view: ThreadView, language: Language): TeacherThreadSummary {
  const { record, side } = view;
  return {
    id: record.thread.id,
    childId: record.thread.childId,
    childName: childNameFor(record.childName, side),
    productId: record.thread.productId,
    courseName: textOf(record, 'courseName', language),
    teachers: teacherNames(view.teachers, language),
    parentName: record.parentName,
    excerpt: record.excerpt,
    lastMessageTime: record.thread.lastMessageAt.toISOString(),
    unread: record.unread,
    closed: record.thread.closedAt !== null,
  };
}

function authorNameOf(message: TeacherMessageRecord, view: ThreadView, language: Language): string {
  if (message.author === 'teacher' && message.facultyNameEn !== null) return textOf({ nameEn: message.facultyNameEn, nameZh: message.facultyNameZh ?? '' }, 'name', language);
  if (message.author === 'parent') return view.record.parentName;
  // Families and teachers hear from "the academy"; staff see which of them wrote.
  if (message.author === 'staff' && view.side !== 'staff') return language === 'cn' ? '学院' : 'The academy';
  return message.accountName ?? '';
}

const presentFile = (file: TeacherMessageFileRow) => ({ id: file.id, key: file.key, url: fileUrlOf(file.key), name: file.originalName, size: file.size, mime: file.mime });

export function presentTeacherThreadDetail(view: ThreadDetailView, language: Language): TeacherThreadDetail {
  const { messages, files } = view.messages;
  return {
    ...presentTeacherThreadSummary(view, language),
    closedTime: view.record.thread.closedAt?.toISOString() ?? null,
    canWrite: view.record.thread.closedAt === null,
    messages: messages.map(
      (message): TeacherMessageDto => ({
        id: message.id,
        from: message.author,
        authorName: authorNameOf(message, view, language),
        mine: message.authorId === view.viewerId,
        text: message.text,
        files: files.filter((file) => file.messageId === message.id).map(presentFile),
        createTime: message.createdAt.toISOString(),
      }),
    ),
  };
}

export function presentTeacherThreadContact(contact: ContactRow & { teachers: readonly Names[] }, side: 'parent' | 'teacher', language: Language): TeacherThreadContact {
  return {
    childId: contact.childId,
    childName: childNameFor(contact.childName, side),
    productId: contact.productId,
    courseName: textOf(contact, 'courseName', language),
    teachers: teacherNames(contact.teachers, language),
    threadId: contact.threadId,
  };
}

import type { Readable } from 'node:stream';
import JSZip from 'jszip';
import { AssessmentStatus } from '../../../shared/api/assessments.ts';
import { OrderStatus, receiptNumberOf } from '../../../shared/api/orders.ts';
import { RequirementStatus } from '../../../shared/api/requirements.ts';
import type { Language } from '../../../shared/language.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { readFamilyData, type FamilyData } from '../../db/repositories/family-data-repository.ts';
import { findFamily } from '../../db/repositories/family-repository.ts';
import type { Env } from '../../env.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { printReceipt } from '../receipts/receipts.ts';

export interface FamilyExportDeps {
  db: Db;
  storage: FileStorage;
  env: Pick<Env, 'ACADEMY_TIME_ZONE' | 'ACADEMY_LEGAL_NAME' | 'ACADEMY_ADDRESS' | 'MAIL_FROM'>;
}

/** The status's name beside its code, so that the copy reads without the specification at hand. */
function named<T extends Record<string, number>>(codes: T, code: number) {
  return { status: code, statusName: Object.keys(codes).find((name) => codes[name] === code) ?? String(code) };
}

/** A file's place in the archive: its id keeps two files of one name apart, and no name climbs out of `files/`. */
const archivePathOf = (file: FamilyData['files'][number]) => `files/${file.id}-${file.originalName.replace(/[^\p{L}\p{N} ._()-]/gu, '_')}`;

const README: Record<Language, string> = {
  en: [
    'Your family’s data at the academy',
    '',
    'Each .json file holds one kind of data: your profile, your children, orders (with their',
    'payments, refunds and receipts), entitlements, bookings, records, assessments, consulting',
    'requests, feedback, messages with the teachers, waitlist places and the notifications we',
    'sent you.',
    'The files you uploaded and those we made for you are under files/, and your receipts are',
    'under receipts/. Times are in UTC (ISO 8601); amounts are in minor units (cents).',
  ].join('\n'),
  cn: [
    '您的家庭在学院的数据',
    '',
    '每个 .json 文件保存一类数据：个人资料、孩子、订单（含付款、退款与收据）、权益、预约、',
    '档案、评估、咨询需求、反馈、与老师的消息、候补名额以及我们发给您的通知。',
    '您上传的文件和我们为您制作的文件在 files/ 中，收据在 receipts/ 中。',
    '时间为 UTC（ISO 8601 格式）；金额以最小货币单位（分）表示。',
  ].join('\n'),
};

const UNREADABLE: Record<Language, string> = {
  en: 'These files could not be read from storage; please ask us for them:',
  cn: '以下文件暂时无法读取，请联系我们获取：',
};

/**
 * `ddcAccount/export` (and staff's copy for a family): a ZIP of the family's data as JSON, with
 * their files and receipts. 404 when the account is gone. Files are streamed into the archive
 * rather than read into memory; a file missing from storage is listed, not fatal.
 */
export async function exportFamilyData(deps: FamilyExportDeps, memberId: number, language: Language): Promise<Readable> {
  const data = await readFamilyData(deps.db, memberId);
  if (!data) throw new ApiError(404, 'familyNotFound');
  const zip = new JSZip();
  const fileAt = new Map<number, string>();
  const missing: string[] = [];
  for (const file of data.files) {
    const stream = await deps.storage.open(file.key);
    const path = archivePathOf(file);
    if (!stream) {
      missing.push(path);
      continue;
    }
    zip.file(path, stream, { binary: true });
    fileAt.set(file.id, path);
  }
  const pathOf = (fileId: number | null) => (fileId === null ? null : (fileAt.get(fileId) ?? null));

  const receiptPaths = new Map<number, string>();
  for (const receipt of data.receipts) {
    const { fileName, pdf } = await printReceipt(deps.db, deps.env, receipt.id, { memberId, language });
    receiptPaths.set(receipt.id, `receipts/${fileName}`);
    zip.file(`receipts/${fileName}`, pdf);
  }

  const json = (name: string, value: unknown) => zip.file(`${name}.json`, `${JSON.stringify(value, null, 2)}\n`);
  const { icon: _icon, ...profile } = data.profile;
  const avatar = data.files.find((file) => data.profile.icon.endsWith(file.key));
  json('profile', { ...profile, avatar: avatar ? pathOf(avatar.id) : null });
  json('children', data.children);
  json(
    'orders',
    data.orders.map(({ transferProofFileId, status, ...order }) => ({
      ...order,
      ...named(OrderStatus, status),
      transferProof: pathOf(transferProofFileId),
      history: data.orderHistory.filter((step) => step.orderId === order.id).map(({ orderId: _orderId, ...step }) => step),
      payment: data.payments.find((payment) => payment.orderId === order.id) ?? null,
      refund: data.refunds.find((refund) => refund.orderId === order.id) ?? null,
      receipts: data.receipts
        .filter((receipt) => receipt.orderId === order.id)
        .map(({ id, sequence, orderId: _orderId, ...receipt }) => ({ number: receiptNumberOf(sequence), ...receipt, file: receiptPaths.get(id) })),
    })),
  );
  json('entitlements', data.entitlements);
  json('bookings', data.bookings);
  json(
    'records',
    data.records.map(({ fileId, ...record }) => ({ ...record, file: pathOf(fileId) })),
  );
  json(
    'assessments',
    data.assessments.map(({ reportFileId, reportSentAt, status, ...assessment }) => ({
      ...assessment,
      ...named(AssessmentStatus, status),
      reportSentAt,
      // A report is the family's once it is sent, not while staff are still writing it.
      report: reportSentAt ? pathOf(reportFileId) : null,
      history: data.assessmentHistory.filter((step) => step.assessmentId === assessment.id).map(({ assessmentId: _id, ...step }) => step),
    })),
  );
  json(
    'requirements',
    data.requirements.map(({ status, ...requirement }) => ({
      ...requirement,
      ...named(RequirementStatus, status),
      files: data.requirementFiles.filter((file) => file.requirementId === requirement.id).map((file) => pathOf(file.fileId)),
      history: data.requirementHistory.filter((step) => step.requirementId === requirement.id).map(({ requirementId: _id, ...step }) => step),
    })),
  );
  json(
    'feedback',
    data.feedback.map((thread) => ({
      ...thread,
      messages: data.feedbackMessages
        .filter((message) => message.feedbackId === thread.id)
        .map(({ id, feedbackId: _feedbackId, ...message }) => ({
          ...message,
          files: data.feedbackFiles.filter((file) => file.messageId === id).map((file) => pathOf(file.fileId)),
        })),
    })),
  );
  json(
    'teacher-messages',
    data.teacherThreads.map((thread) => ({
      ...thread,
      messages: data.teacherMessages
        .filter((message) => message.threadId === thread.id)
        .map(({ id, threadId: _threadId, ...message }) => ({
          ...message,
          files: data.teacherMessageFiles.filter((file) => file.messageId === id).map((file) => pathOf(file.fileId)),
        })),
    })),
  );
  json('waitlist', data.waitlist);
  json(
    'notifications',
    data.notifications.map(({ content, ...notification }) => ({
      ...notification,
      subject: content[language].subject,
      text: content[language].text,
    })),
  );
  const unread = missing.length ? `\n\n${UNREADABLE[language]}\n${missing.join('\n')}` : '';
  zip.file('README.txt', `${README[language]}${unread}\n`);
  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }) as Readable;
}

/** Staff's copy of a family's data (`admin/family/export/{id}`): parents only, and written in the audit log. */
export async function exportFamilyForStaff(deps: FamilyExportDeps, staff: Member, familyId: number, language: Language): Promise<Readable> {
  if (!(await findFamily(deps.db, familyId))) throw new ApiError(404, 'familyNotFound');
  const archive = await exportFamilyData(deps, familyId, language);
  await recordStaffAction(deps.db, staff, { action: 'family.export', entityType: 'family', entityId: familyId });
  return archive;
}

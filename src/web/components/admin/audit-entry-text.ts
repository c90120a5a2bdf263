import type { TFunction } from '../../i18n/translator.tsx';
import type { AuditEntry } from '../../../shared/api/admin-audit.ts';
import type { Formatters } from '../../lib/format.ts';
import { ASSESSMENT_STATUS_KEYS } from '../../lib/assessment-status.ts';
import { ORDER_STATUS_KEYS } from '../../lib/order-status.ts';
import { REQUIREMENT_STATUS_KEYS } from '../../lib/requirement-status.ts';

/**
 * An audit entry as staff read it, in the page's language: a sentence (who did what to which
 * record), each field by its label, money as money, statuses and yes/no as words and times in
 * the portal's format. The log and a record's History tab both read entries this way.
 */

/** Fields that hold minor units of the entry's currency. */
const MONEY_FIELDS = new Set(['price', 'promotionPrice', 'applicationFee', 'payAmount', 'amount', 'refundAmount', 'totalAmount', 'tuition']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Status words by the kind of record, from the catalogues the pages themselves use. */
const STATUS_WORDS: Partial<Record<string, (status: unknown, t: TFunction) => string | null>> = {
  order: (status, t) => (typeof status === 'number' && status in ORDER_STATUS_KEYS ? t(`orders.status.${ORDER_STATUS_KEYS[status as keyof typeof ORDER_STATUS_KEYS]}`) : null),
  requirement: (status, t) =>
    typeof status === 'number' && status in REQUIREMENT_STATUS_KEYS ? t(`requirements.status.${REQUIREMENT_STATUS_KEYS[status as keyof typeof REQUIREMENT_STATUS_KEYS]}`) : null,
  assessment: (status, t) =>
    typeof status === 'number' && status in ASSESSMENT_STATUS_KEYS ? t(`assessments.status.${ASSESSMENT_STATUS_KEYS[status as keyof typeof ASSESSMENT_STATUS_KEYS]}`) : null,
  teacherApplication: (status, t) => (typeof status === 'string' ? t(`adminTeachers.status.${status}`, { defaultValue: status }) : null),
  feedback: (status, t) => (typeof status === 'string' ? t(`feedback.results.statuses.${status}`, { defaultValue: status }) : null),
  booking: (status, t) => (typeof status === 'string' ? t(`orders.entitlements.bookingStatus.${status}`, { defaultValue: status }) : null),
};

/** "decisionReason" → "Decision reason", for a field no catalogue names yet. */
const spelledOut = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function auditFieldLabel(field: string, t: TFunction): string {
  const bilingual = /^(.+)(En|Zh)$/.exec(field);
  if (bilingual) {
    const base = t(`adminAudit.fields.${bilingual[1]}`, { defaultValue: spelledOut(bilingual[1]) });
    return t(bilingual[2] === 'En' ? 'adminAudit.inEnglish' : 'adminAudit.inChinese', { field: base });
  }
  return t(`adminAudit.fields.${field}`, { defaultValue: spelledOut(field) });
}

export function auditValue(entry: AuditEntry, field: string, value: unknown, t: TFunction, format: Formatters): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status') {
    const words = STATUS_WORDS[entry.entityType]?.(value, t);
    if (words) return words;
  }
  if (field === 'role' && typeof value === 'string') return t(`adminStaff.roles.${value}`, { defaultValue: value });
  if (MONEY_FIELDS.has(field) && typeof value === 'number') {
    const currency = entry.after?.currency ?? entry.before?.currency;
    return format.money(value, typeof currency === 'string' ? currency : 'USD');
  }
  if (typeof value === 'boolean') return value ? t('adminAudit.yes') : t('adminAudit.no');
  if (typeof value === 'string' && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return format.dateTime(value);
  if (typeof value === 'string' && ISO_DAY.test(value)) return format.day(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => auditValue(entry, field, item, t, format)).join(t('adminAudit.listSeparator')) : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const auditEntityLabel = (entityType: string, t: TFunction) => t(`adminAudit.entities.${entityType}`, { defaultValue: spelledOut(entityType) });

/** The steps of a case, named as on its page's buttons. */
const STEP_CATALOGUES: Partial<Record<string, string>> = { requirement: 'adminRequirements.steps', assessment: 'adminAssessments.steps' };

export const auditActionLabel = (action: string, t: TFunction) => {
  const [entityType = '', verb = ''] = action.split('.');
  const steps = STEP_CATALOGUES[entityType];
  const generic = steps
    ? t('adminAudit.step', { step: t(`${steps}.${verb}`, { defaultValue: spelledOut(verb) }) })
    : t(`adminAudit.verbs.${verb}`, { defaultValue: spelledOut(verb) });
  return t(`adminShell.actions.${action}`, { defaultValue: generic });
};

/** "Transfer confirmed by Grace Lin: Order #12." */
export const auditSentence = (entry: AuditEntry, t: TFunction) =>
  t('adminAudit.sentence', { actor: entry.actorName, action: auditActionLabel(entry.action, t), record: `${auditEntityLabel(entry.entityType, t)} #${entry.entityId}` });

import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/api/admin-audit.ts';
import { en } from '../../i18n/en.ts';
import { createTranslator } from '../../i18n/translator.tsx';
import { zh } from '../../i18n/zh.ts';
import { formattersOf } from '../../lib/format.ts';
import { auditFieldLabel, auditSentence, auditValue } from './audit-entry-text.ts';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actorId: 1,
  actorName: 'Grace Lin',
  action: 'order.confirmTransfer',
  entityType: 'order',
  entityId: '12',
  before: null,
  after: null,
  note: '',
  createTime: '2026-11-28T06:39:00.000Z',
  ...fields,
});

/** Issue 33, item 12: an audit entry reads as a sentence in the page's language, with labelled fields, money and statuses. */
describe('an audit entry in words', () => {
  const english = createTranslator('en', () => en).t;
  const chinese = createTranslator('cn', () => zh).t;

  it('is a sentence naming who, what and which record, in either language', () => {
    expect(auditSentence(entry({}), english)).toBe('Transfer confirmed by Grace Lin: Order #12.');
    expect(auditSentence(entry({}), chinese)).toBe('Grace Lin确认转账：订单 #12。');
    const added = entry({ action: 'productClass.create', entityType: 'productClass', entityId: '2' });
    expect(auditSentence(added, english)).toBe('Created by Grace Lin: Course class #2.');
    expect(auditSentence(entry({ action: 'contentBlock.update', entityType: 'contentBlock', entityId: '2' }), chinese)).toBe('Grace Lin保存了：内容区块 #2。');
    expect(auditSentence(entry({ action: 'requirement.matchTeacher', entityType: 'requirement', entityId: '3' }), english)).toBe('Step “Match teacher” by Grace Lin: Inspire requirement #3.');
  });

  it('labels fields, in both languages of a bilingual one', () => {
    expect(auditFieldLabel('nameEn', english)).toBe('Name (English)');
    expect(auditFieldLabel('nameZh', chinese)).toBe('名称（中文）');
    expect(auditFieldLabel('decisionReason', english)).toBe('Reason');
    expect(auditFieldLabel('someNewField', english)).toBe('Some new field');
  });

  it('shows money as money, statuses and yes or no as words, and times as the portal writes them', () => {
    const format = formattersOf('en');
    const order = entry({ before: { status: 6, payAmount: 88_000 }, after: { status: 1, currency: 'USD' } });
    expect(auditValue(order, 'payAmount', 88_000, english, format)).toBe(format.money(88_000, 'USD'));
    expect(auditValue(order, 'payAmount', 88_000, english, format)).not.toContain('88000');
    expect(auditValue(order, 'status', 6, english, format)).toBe(en.orders.status.underReview);
    expect(auditValue(order, 'status', 1, chinese, formattersOf('cn'))).toBe(zh.orders.status.paid);
    expect(auditValue(order, 'published', true, english, format)).toBe('Yes');
    expect(auditValue(order, 'paidAt', '2026-11-28T06:39:00.000Z', english, format)).toBe(format.dateTime('2026-11-28T06:39:00.000Z'));
    expect(auditValue(order, 'note', '', english, format)).toBe('—');
    expect(auditValue(entry({ entityType: 'staff' }), 'role', 'adviser', chinese, formattersOf('cn'))).toBe(zh.adminStaff.roles.adviser);
  });
});

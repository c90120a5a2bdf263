import { formatMoney } from '../../../shared/money.ts';
import type { Language } from '../../../shared/language.ts';
import { timeForReader, type ReaderZones } from './consulting-templates.ts';
import { compose, greetingFor, type MailContent } from './templates.ts';

const moneyIn = (amount: number, currency: string, language: Language) => formatMoney(amount, currency, language === 'cn' ? 'zh-CN' : 'en-US');

/** Sent when staff move an under-filled course: the family accepts the course offered, or declines for a full refund (ADR 029). */
export function courseMoveOfferedMail(
  params: {
    name: string;
    childName: string;
    fromName: string;
    toName: string;
    toStartDate: string;
    until: Date;
    zones: ReaderZones;
    /** The tuition refunded on accepting, when staff chose to refund a lower price; 0 otherwise. */
    differenceRefund: number;
    currency: string;
  },
  language: Language,
): MailContent {
  const until = timeForReader(params.until, params.zones, language);
  const refund = params.differenceRefund > 0 ? moneyIn(params.differenceRefund, params.currency, language) : '';
  if (language === 'cn') {
    return compose(language, `“${params.fromName}”未能成班：请在 ${until} 前确认是否转班`, greetingFor(params.name, language), [
      `很抱歉，“${params.fromName}”未达到最少人数。我们为${params.childName}在同一科目的“${params.toName}”（${params.toStartDate} 开课）保留了名额，已付学费全部保留。`,
      refund ? `如接受转班，新课程学费较低，差额 ${refund} 将退还给您。` : '转班无需补缴任何费用。',
      `请在 ${until} 前在订单页选择“接受转班”或“拒绝并退款”。拒绝或逾期未答复，学费将全额退还。`,
    ]);
  }
  return compose(language, `"${params.fromName}" did not fill: please answer the move by ${until}`, greetingFor(params.name, language), [
    `We are sorry: "${params.fromName}" did not reach its minimum class size. We hold a seat for ${params.childName} on "${params.toName}", the same subject, starting ${params.toStartDate}, and the payment is kept in full.`,
    refund ? `The new course costs less: if you accept, the difference of ${refund} is refunded.` : 'Nothing more is due for the move.',
    `On your order page, accept the move or decline it for a refund by ${until}. If you decline or do not answer, the tuition is refunded in full.`,
  ]);
}

/** Sent when a child's order has moved to another course: the family accepted, or staff moved it (ADR 029). */
export function courseMovedMail(
  params: { name: string; childName: string; fromName: string; toName: string; toStartDate: string; differenceRefund: number; currency: string },
  language: Language,
): MailContent {
  const refund = params.differenceRefund > 0 ? moneyIn(params.differenceRefund, params.currency, language) : '';
  if (language === 'cn') {
    return compose(language, `${params.childName}已转入“${params.toName}”`, greetingFor(params.name, language), [
      `${params.childName}已从“${params.fromName}”转入“${params.toName}”，${params.toStartDate} 开课，已付款项保留。`,
      ...(refund ? [`学费差额 ${refund} 将退还给您，退款完成后我们会另行通知。`] : []),
      '新的课表可在“我的课表”中查看。',
    ]);
  }
  return compose(language, `${params.childName} is moved to "${params.toName}"`, greetingFor(params.name, language), [
    `${params.childName} has moved from "${params.fromName}" to "${params.toName}", starting ${params.toStartDate}; the payment is kept.`,
    ...(refund ? [`The difference in tuition, ${refund}, is refunded to you.`] : []),
    'The new timetable is under My plan.',
  ]);
}

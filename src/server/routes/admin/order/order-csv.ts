import type { AdminOrderSummary } from '../../../../shared/api/admin-orders.ts';
import type { OrderStatusCode, PayTypeCode } from '../../../../shared/api/orders.ts';
import type { Language } from '../../../../shared/language.ts';
import type { CsvColumn } from '../../../http/csv.ts';

const STATUS_NAMES: Record<OrderStatusCode, Record<Language, string>> = {
  0: { en: 'Pending payment', cn: '待付款' },
  1: { en: 'Paid, awaiting activation', cn: '已付款待激活' },
  2: { en: 'In progress', cn: '进行中' },
  3: { en: 'Completed', cn: '已完成' },
  4: { en: 'Closed', cn: '已关闭' },
  5: { en: 'Refunded', cn: '已退款' },
  6: { en: 'Transfer under review', cn: '转账审核中' },
  7: { en: 'In payment', cn: '支付中' },
};
const PAY_TYPE_NAMES: Record<PayTypeCode, Record<Language, string>> = {
  0: { en: 'Unpaid', cn: '未支付' },
  1: { en: 'Card', cn: '银行卡' },
  2: { en: 'Wire transfer', cn: '银行转账' },
};

const money = (minor: number) => (minor / 100).toFixed(2);

/** The columns of the order list's CSV export, named in the reader's language. */
export const orderCsvColumns = (language: Language): CsvColumn<AdminOrderSummary>[] => [
  { header: { en: 'Order number', cn: '订单编号' }, value: (order) => order.orderSn },
  { header: { en: 'Created', cn: '创建时间' }, value: (order) => order.createTime },
  { header: { en: 'Status', cn: '状态' }, value: (order) => STATUS_NAMES[order.status][language] },
  { header: { en: 'Payment', cn: '支付方式' }, value: (order) => PAY_TYPE_NAMES[order.payType][language] },
  { header: { en: 'Parent', cn: '家长' }, value: (order) => order.parent.username },
  { header: { en: 'E-mail', cn: '邮箱' }, value: (order) => order.parent.email },
  { header: { en: 'Child', cn: '学员' }, value: (order) => order.childName },
  { header: { en: 'Course', cn: '课程' }, value: (order) => order.productName },
  { header: { en: 'Currency', cn: '币种' }, value: (order) => order.currency },
  { header: { en: 'Amount', cn: '金额' }, value: (order) => money(order.payAmount) },
  { header: { en: 'Paid', cn: '付款时间' }, value: (order) => order.paymentTime },
  { header: { en: 'Refund', cn: '退款' }, value: (order) => order.refundStatus },
];

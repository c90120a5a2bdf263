import type { PaidMethod, ReceiptKind } from '../../../shared/api/orders.ts';
import type { Language } from '../../../shared/language.ts';
import { formatMoney } from '../../../shared/money.ts';
import { notoFonts } from './noto-fonts.ts';

/** What a receipt prints, whatever the order's rows look like (ADR 026). */
export interface ReceiptContent {
  academy: { name: string; legalName: string; address: string; email: string };
  kind: ReceiptKind;
  number: string;
  orderSn: string;
  parentName: string;
  parentEmail: string;
  childName: string;
  courseName: string;
  currency: string;
  listTuition: number;
  discount: number;
  applicationFee: number;
  total: number;
  method: PaidMethod;
  /** When the money moved: paid, or refunded. */
  paidAt: Date;
  issuedAt: Date;
  refund: { amount: number; percent: number } | null;
  timeZone: string;
}

const LABELS = {
  en: {
    payment: 'Receipt',
    refund: 'Refund receipt',
    receiptNumber: 'Receipt number',
    orderNumber: 'Order number',
    issued: 'Issued',
    billedTo: 'Received from',
    student: 'Student',
    course: 'Course',
    description: 'Description',
    amount: 'Amount',
    tuition: 'Tuition',
    discount: 'Discount',
    fee: 'Application fee (non-refundable)',
    total: 'Total paid',
    method: 'Payment method',
    paidOn: 'Paid on',
    refundLine: (percent: number) => `Refund: ${percent}% of the tuition`,
    refundedOn: 'Refunded on',
    refundedTo: 'Refunded to',
    note: 'Issued electronically; valid without a signature. Amounts in',
    questions: 'Questions about this receipt:',
    methods: { card: 'Card', alipay: 'Alipay', wechat_pay: 'WeChat Pay', transfer: 'Bank transfer' },
  },
  cn: {
    payment: '收据',
    refund: '退款收据',
    receiptNumber: '收据编号',
    orderNumber: '订单号',
    issued: '开具日期',
    billedTo: '付款人',
    student: '学员',
    course: '课程',
    description: '项目',
    amount: '金额',
    tuition: '学费',
    discount: '优惠',
    fee: '申请费（不退还）',
    total: '实付总额',
    method: '付款方式',
    paidOn: '付款时间',
    refundLine: (percent: number) => `退款：学费的 ${percent}%`,
    refundedOn: '退款时间',
    refundedTo: '退回至',
    note: '本收据以电子方式开具，无需签章。币种：',
    questions: '如对本收据有疑问，请联系：',
    methods: { card: '银行卡', alipay: '支付宝', wechat_pay: '微信支付', transfer: '银行电汇' },
  },
} as const;

/** The name of the file a receipt downloads as, e.g. `receipt-R000042.pdf`. */
export const receiptFileName = (number: string) => `receipt-${number}.pdf`;

export function paidMethodLabel(method: PaidMethod, language: Language): string {
  return LABELS[language].methods[method];
}

/** A receipt as an A4 PDF in the language given. */
export async function renderReceiptPdf(content: ReceiptContent, language: Language): Promise<Buffer> {
  const [{ default: PDFDocument }, { regular, bold }] = await Promise.all([import('pdfkit'), notoFonts()]);
  const labels = LABELS[language];
  const locale = language === 'cn' ? 'zh-CN' : 'en-GB';
  const money = (amount: number) => formatMoney(amount, content.currency, language === 'cn' ? 'zh-CN' : 'en-US');
  const day = (instant: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: content.timeZone }).format(instant);
  const moment = (instant: Date) =>
    `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: content.timeZone }).format(instant)} (${content.timeZone})`;
  const title = content.kind === 'refund' ? labels.refund : labels.payment;

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language === 'cn' ? 'zh-CN' : 'en',
    info: { Title: `${title} ${content.number}`, Author: content.academy.legalName, Subject: content.orderSn },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const ink = '#1f2937';
  const muted = '#6b7280';
  const accent = '#1e3a5f';

  // Head: the academy on the left, the kind of receipt and its number on the right.
  doc.font('bold').fontSize(18).fillColor(accent).text(content.academy.name, left, 56, { width: width * 0.6 });
  doc.font('regular').fontSize(9).fillColor(muted);
  doc.text(content.academy.legalName, { width: width * 0.6 });
  doc.text(content.academy.address, { width: width * 0.6 });
  doc.text(content.academy.email, { width: width * 0.6 });
  const headBottom = doc.y;
  doc.font('bold').fontSize(20).fillColor(ink).text(title, left, 56, { width, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(muted).text(`${labels.receiptNumber} ${content.number}`, { width, align: 'right' });
  doc.text(`${labels.issued} ${day(content.issuedAt)}`, { width, align: 'right' });
  let y = Math.max(headBottom, doc.y) + 18;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(accent).stroke();
  y += 16;

  // Who, what and how.
  const facts: [string, string][] = [
    [labels.orderNumber, content.orderSn],
    [labels.billedTo, `${content.parentName} · ${content.parentEmail}`],
    [labels.student, content.childName],
    [labels.course, content.courseName],
    [labels.method, labels.methods[content.method]],
    content.kind === 'refund' ? [labels.refundedOn, moment(content.paidAt)] : [labels.paidOn, moment(content.paidAt)],
  ];
  const labelWidth = 120;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(10).fillColor(muted).text(label, left, y, { width: labelWidth });
    doc.fillColor(ink).text(value, left + labelWidth, y, { width: width - labelWidth });
    y = Math.max(doc.y, y + 14) + 4;
  }
  y += 14;

  // The amounts, as a two-column table.
  const amountWidth = 140;
  const row = (label: string, value: string, options: { bold?: boolean; rule?: boolean } = {}) => {
    if (options.rule) {
      doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
      y += 8;
    }
    doc.font(options.bold ? 'bold' : 'regular').fontSize(11).fillColor(ink);
    doc.text(label, left, y, { width: width - amountWidth });
    const labelBottom = doc.y;
    doc.text(value, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    y = Math.max(labelBottom, doc.y) + 8;
  };
  doc.rect(left, y - 4, width, 22).fill('#eef2f7');
  doc.font('bold').fontSize(10).fillColor(accent).text(labels.description, left + 8, y + 1, { width: width - amountWidth });
  doc.text(labels.amount, left + width - amountWidth - 8, y + 1, { width: amountWidth, align: 'right' });
  y += 28;
  row(labels.tuition, money(content.listTuition));
  if (content.discount > 0) row(labels.discount, `−${money(content.discount)}`);
  row(labels.fee, money(content.applicationFee));
  row(labels.total, money(content.total), { bold: true, rule: true });
  if (content.refund) {
    y += 6;
    row(labels.refundLine(content.refund.percent), money(content.refund.amount), { bold: true, rule: true });
    doc.font('regular').fontSize(10).fillColor(muted).text(`${labels.refundedTo}${language === 'cn' ? '：' : ': '}${labels.methods[content.method]}`, left, y, { width });
    y = doc.y + 8;
  }

  // Foot.
  y = Math.max(y + 30, doc.page.height - doc.page.margins.bottom - 60);
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
  doc.font('regular').fontSize(8.5).fillColor(muted);
  doc.text(`${labels.note} ${content.currency}.`, left, y + 8, { width });
  doc.text(`${labels.questions} ${content.academy.email}`, { width });
  doc.end();
  return finished;
}

import type { BankDetails as ShownBankDetails } from '../../../shared/api/orders.ts';
import type { Language } from '../../../shared/language.ts';
import { formatMoney } from '../../../shared/money.ts';
import { timeForReader, timeInZone, type ReaderZones } from './consulting-templates.ts';
import { compose, greetingFor, type MailContent } from './templates.ts';

/** The academy's account, for a family that pays by wire transfer (D9); the reference is the order number. */
export type BankDetails = Omit<ShownBankDetails, 'referenceHint'>;

const moneyOf = (amount: number, currency: string, language: Language) => formatMoney(amount, currency, language === 'cn' ? 'zh-CN' : 'en-US');

/** Sent when a parent places an order: the whole price, the deadline, and how to pay by transfer (D26, D29). */
export function orderCreatedMail(
  params: {
    name: string;
    orderSn: string;
    productName: string;
    childName: string;
    amount: number;
    currency: string;
    deadline: Date;
    timeZone: string;
    transferDays: number;
    bank: BankDetails;
  },
  language: Language,
): MailContent {
  const amount = moneyOf(params.amount, params.currency, language);
  const deadline = timeInZone(params.deadline, params.timeZone, language);
  const { bank } = params;
  if (language === 'cn') {
    return compose(language, `订单 ${params.orderSn} 已创建，请在 ${deadline} 前付款`, greetingFor(params.name, language), [
      `已为${params.childName}创建“${params.productName}”的订单 ${params.orderSn}，应付总额 ${amount}（含申请费）。`,
      `请在 ${deadline} 前付款，逾期订单将关闭并释放名额。可在订单页用银行卡付款，或电汇：在订单页选择电汇后，您有 ${params.transferDays} 个工作日汇款并上传汇款凭证。`,
      `电汇信息：收款人 ${bank.beneficiary}；银行 ${bank.bank}；账号 ${bank.account}；SWIFT ${bank.swift}；地址 ${bank.address}。汇款附言请填写订单号 ${params.orderSn}，并在订单页上传汇款凭证。`,
    ]);
  }
  return compose(language, `Order ${params.orderSn} placed: please pay by ${deadline}`, greetingFor(params.name, language), [
    `Order ${params.orderSn} for ${params.childName}, "${params.productName}", comes to ${amount} in all, the application fee included.`,
    `Please pay by ${deadline}; after that the order closes and its seat is freed. Pay by card on the order's page, or by wire transfer: choose it on the order's page first, and you have ${params.transferDays} working days to send the transfer and upload its receipt.`,
    `For a transfer: beneficiary ${bank.beneficiary}; bank ${bank.bank}; account ${bank.account}; SWIFT ${bank.swift}; address ${bank.address}. Give the order number ${params.orderSn} as the reference, and upload the receipt on the order's page.`,
  ]);
}

/** Sent 24 hours before a transfer's payment deadline while no receipt has come (D25). */
export function paymentDeadlineSoonMail(
  params: { name: string; orderSn: string; productName: string; amount: number; currency: string; deadline: Date; zones: ReaderZones },
  language: Language,
): MailContent {
  const amount = moneyOf(params.amount, params.currency, language);
  const deadline = timeForReader(params.deadline, params.zones, language);
  if (language === 'cn') {
    return compose(language, `订单 ${params.orderSn} 的付款期限还有 24 小时`, greetingFor(params.name, language), [
      `订单 ${params.orderSn}（${params.productName}）的名额将保留至 ${deadline}，应付总额 ${amount}。`,
      `如已汇款，请在此之前在订单页上传汇款凭证；上传后名额会一直保留，直到我们确认。逾期订单将关闭并释放名额。`,
    ]);
  }
  return compose(language, `Order ${params.orderSn}: 24 hours left to pay`, greetingFor(params.name, language), [
    `The seat of order ${params.orderSn} ("${params.productName}") is held until ${deadline}; the amount due is ${amount}.`,
    'If you have sent the transfer, upload its receipt on the order page before then: the seat then stays held until we confirm it. After the deadline the order closes and its seat is freed.',
  ]);
}

/** Sent when an unpaid order's time to pay ran out and it closed (D7). */
export function holdClosedMail(params: { name: string; orderSn: string; productName: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `订单 ${params.orderSn} 已因未付款关闭`, greetingFor(params.name, language), [
      `订单 ${params.orderSn}（${params.productName}）在付款期限内未收到付款，已关闭，名额已释放。`,
      '如仍希望报名，请在课程页重新下单。',
    ]);
  }
  return compose(language, `Order ${params.orderSn} closed unpaid`, greetingFor(params.name, language), [
    `No payment for order ${params.orderSn} ("${params.productName}") came in time, so it closed and its seat was freed.`,
    'To enrol after all, place a new order on the course page.',
  ]);
}

/** Sent when a refund by transfer is asked for: staff send it (D10). */
export function refundRequestedMail(params: { name: string; orderSn: string; amount: number; currency: string; businessDays: number }, language: Language): MailContent {
  const amount = moneyOf(params.amount, params.currency, language);
  if (language === 'cn') {
    return compose(language, `已收到退款申请：订单 ${params.orderSn}`, greetingFor(params.name, language), [
      `我们已收到订单 ${params.orderSn} 的退款申请，金额 ${amount}。`,
      `该订单通过电汇支付，退款将在 ${params.businessDays} 个工作日内汇回付款账户，完成后会再通知您。`,
    ]);
  }
  return compose(language, `Refund requested: order ${params.orderSn}`, greetingFor(params.name, language), [
    `We have your request to refund ${amount} for order ${params.orderSn}.`,
    `The order was paid by transfer, so staff send the refund back to the paying account within ${params.businessDays} working days; we will tell you when it has gone.`,
  ]);
}

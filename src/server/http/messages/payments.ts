import type { Language } from '../../../shared/language.ts';

/** Messages of card checkouts, the sandbox checkout page and the payment provider's webhook. */
export const paymentMessages = {
  paymentSuccessful: { en: 'Payment Successful', cn: '支付成功' },
  orderStatusConflict: {
    en: 'This cannot be done with the order in its present status',
    cn: '订单当前状态不允许此操作',
  },
  checkoutNotFound: { en: 'This checkout does not exist', cn: '该支付会话不存在' },
  checkoutClosed: {
    en: 'This checkout has already been closed or has expired',
    cn: '该支付会话已关闭或已过期',
  },
  paymentMethodNotOffered: { en: 'This way of paying is not offered', cn: '不支持此付款方式' },
  receiptNotFound: { en: 'This receipt was not found', cn: '未找到该收据' },
  invalidSignature: { en: 'The signature of this event is not valid', cn: '该事件的签名无效' },
  invalidEvent: { en: 'This event could not be read', cn: '无法读取该事件' },
  refundRefused: {
    en: 'The card provider refused this refund: {{reason}}. The academy has been told and will follow it up with you.',
    cn: '银行卡支付服务商拒绝了此次退款：{{reason}}。学院已收到通知，会与您跟进处理。',
  },
  // order timeline events (order_history.event)
  cardCheckoutStarted: { en: 'Card checkout started', cn: '已发起银行卡支付' },
  cardPaymentSucceeded: { en: 'Card payment received', cn: '银行卡支付成功' },
  alipayPaymentSucceeded: { en: 'Alipay payment received', cn: '支付宝支付成功' },
  wechatPayPaymentSucceeded: { en: 'WeChat Pay payment received', cn: '微信支付成功' },
  cardPaymentFailed: { en: 'Card payment failed', cn: '银行卡支付失败' },
  cardCheckoutCancelled: { en: 'Card checkout cancelled', cn: '已取消银行卡支付' },
  cardCheckoutExpired: { en: 'Card checkout expired', cn: '银行卡支付已过期' },
} satisfies Record<string, Record<Language, string>>;

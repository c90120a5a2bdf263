import type { Language } from '../../../shared/language.ts';

/**
 * Every e-mail in both languages (D4, D15), written in the member's language. Each template
 * answers a subject, a plain-text body and an HTML body built from the same paragraphs.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const BRAND = { en: 'Everbright Academy', cn: '博睿学院' } as const;

export function compose(language: Language, subject: string, greeting: string, paragraphs: string[]): MailContent {
  const closing = language === 'cn' ? `${BRAND.cn}团队` : `The ${BRAND.en} team`;
  const lines = [greeting, ...paragraphs, closing];
  const htmlLang = language === 'cn' ? 'zh' : 'en';
  const html = `<!doctype html><html lang="${htmlLang}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}</body></html>`;
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}

export function greetingFor(name: string, language: Language): string {
  return language === 'cn' ? `${name}，您好：` : `Dear ${name},`;
}

export function authCodeMail(params: { name: string; code: string; validMinutes: number }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `${BRAND.cn}邮箱验证码`, greetingFor(params.name, language), [
      `您的验证码是：${params.code}`,
      `验证码在 ${params.validMinutes} 分钟内有效，且只能使用一次。`,
      '如果这不是您本人的操作，请忽略此邮件，您的密码不会被更改。',
    ]);
  }
  return compose(language, `Your ${BRAND.en} verification code`, greetingFor(params.name, language), [
    `Your verification code is: ${params.code}`,
    `It is valid for ${params.validMinutes} minutes and can be used once.`,
    'If you did not ask for it, please ignore this e-mail: your password stays as it is.',
  ]);
}

export function passwordChangedMail(params: { name: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `您的${BRAND.cn}密码已修改`, greetingFor(params.name, language), [
      '您的账户密码刚刚被修改，其他设备上的登录已全部退出。',
      '如果这不是您本人的操作，请立即通过“忘记密码”重置密码并联系我们。',
    ]);
  }
  return compose(language, `Your ${BRAND.en} password was changed`, greetingFor(params.name, language), [
    'The password of your account was just changed, and your other devices were signed out.',
    'If this was not you, please reset your password with "Forgot password" at once and contact us.',
  ]);
}

export function teacherApplicationMail(params: { name: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `我们已收到您的${BRAND.cn}教师申请`, greetingFor(params.name, language), [
      '感谢您申请成为我们的外籍教师。我们已收到您的申请材料，会尽快审核并与您联系。',
      '登录后，您可以在个人中心随时查看和更新您的资料。',
    ]);
  }
  return compose(language, `We received your ${BRAND.en} teacher application`, greetingFor(params.name, language), [
    'Thank you for applying to teach with us. We have received your application and will be in touch after our review.',
    'You can read and update your profile at any time in your user center once signed in.',
  ]);
}

/** Sent when an order is paid, by card or by a confirmed wire transfer. */
export function orderPaidMail(params: { name: string; orderSn: string; productName: string; childName: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `付款成功：订单 ${params.orderSn}`, greetingFor(params.name, language), [
      `我们已收到订单 ${params.orderSn}（${params.childName}：${params.productName}）的付款，谢谢！`,
      '课程权益已发放，将在开课日或由我们的老师激活。您可以在个人中心的“我的权益”中查看。',
    ]);
  }
  return compose(language, `Payment received for order ${params.orderSn}`, greetingFor(params.name, language), [
    `We have received the payment of order ${params.orderSn} (${params.productName} for ${params.childName}). Thank you!`,
    'The entitlement is ready and is activated on the first class day or by our staff. You can follow it under "My entitlements" in your user center.',
  ]);
}

/** Sent when staff could not accept a wire-transfer receipt; the order waits for payment again. */
export function transferRejectedMail(params: { name: string; orderSn: string; reason: string; holdMinutes: number }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `转账未通过审核：订单 ${params.orderSn}`, greetingFor(params.name, language), [
      `很抱歉，我们未能确认订单 ${params.orderSn} 的转账。原因：${params.reason}`,
      `订单已恢复为待付款，名额将为您保留 ${params.holdMinutes} 分钟。请在订单详情中重新上传凭证或改用其他方式付款。`,
    ]);
  }
  return compose(language, `We could not confirm the transfer for order ${params.orderSn}`, greetingFor(params.name, language), [
    `We are sorry: we could not confirm the wire transfer for order ${params.orderSn}. Reason: ${params.reason}`,
    `The order is waiting for payment again, and the seat is held for ${params.holdMinutes} minutes. Please upload another receipt or pay another way from the order's page.`,
  ]);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

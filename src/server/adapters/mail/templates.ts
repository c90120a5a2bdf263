import type { Language } from '../../../shared/language.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { PaidMethod } from '../../../shared/api/orders.ts';
import { paidMethodLabel } from '../documents/receipt-pdf.ts';

/**
 * Every e-mail in both languages (D4, D15), written in the member's language. Each template
 * answers a subject, a plain-text body and an HTML body built from the same paragraphs.
 */
export interface MailContent {
  subject: string;
  /**
   * What the portal's notification shows: the paragraphs without greeting and closing, and
   * without those that send the reader to an address, since the notification links itself.
   */
  summary: string;
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
  return { subject, summary: paragraphs.filter((paragraph) => !/https?:\/\//.test(paragraph)).join('\n'), text: `${lines.join('\n\n')}\n`, html };
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

/** Sent once a parent's account exists (D29): what to do first, and who to ask. */
export function welcomeMail(params: { name: string; username: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `欢迎加入${BRAND.cn}`, greetingFor(params.name, language), [
      `您的账户已创建，用户名为 ${params.username}。`,
      '接下来可以在“用户中心”添加孩子的资料，然后选购课程或预约入学测评。',
      '如有任何问题，请在“意见反馈”中留言，我们会尽快回复。',
    ]);
  }
  return compose(language, `Welcome to ${BRAND.en}`, greetingFor(params.name, language), [
    `Your account is ready, with the username ${params.username}.`,
    'Next, add your child in the User Center, then choose a course or book an assessment.',
    'If you have a question, write to us under "Feedback" and we will answer soon.',
  ]);
}

/**
 * Sent to the owner of an address that someone tried to sign up with: the sign-up itself answers
 * as for a new address, so that it does not tell who has an account.
 */
export function signUpWithKnownAddressMail(params: { name: string; username: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `有人尝试用您的邮箱注册${BRAND.cn}`, greetingFor(params.name, language), [
      `有人刚刚尝试用您的邮箱注册新账户。您的账户（用户名 ${params.username}）已经使用此邮箱，因此没有创建新账户。`,
      '如果是您本人，请直接登录；忘记密码时可通过“忘记密码”重置。如果不是您，可以忽略此邮件，您的账户不受影响。',
    ]);
  }
  return compose(language, `Someone tried to sign up to ${BRAND.en} with your e-mail`, greetingFor(params.name, language), [
    `Someone just tried to create an account with your e-mail address. Your account (username ${params.username}) already uses it, so no new account was made.`,
    'If it was you, simply log in, or use "Forgot password" if you do not remember it. If it was not you, you can ignore this mail: your account is unaffected.',
  ]);
}

/**
 * Sent when a reset code is asked for an address no account uses, so that a known and an unknown
 * address cost the same work and the same time, and the answer tells nothing.
 */
export function resetForUnknownAddressMail(language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `${BRAND.cn}密码重置请求`, '您好：', [
      '有人用此邮箱申请了重置密码，但没有任何账户使用此邮箱，因此没有发送验证码。',
      '如果是您本人，可能是用了其他邮箱注册，或者您可以用此邮箱注册新账户。如果不是您，请忽略此邮件。',
    ]);
  }
  return compose(language, `${BRAND.en} password reset request`, 'Hello,', [
    'Someone asked to reset a password with this e-mail address, but no account uses it, so no code was sent.',
    'If it was you, you may have signed up with another address, or you can sign up with this one. If it was not you, please ignore this mail.',
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

/** Sent when an order is paid, by card, Alipay, WeChat Pay or a confirmed wire transfer; its receipt goes with it. */
export function orderPaidMail(
  params: { name: string; orderSn: string; productName: string; childName: string; amount: number; currency: string; method: PaidMethod },
  language: Language,
): MailContent {
  const amount = formatMoney(params.amount, params.currency, language === 'cn' ? 'zh-CN' : 'en-US');
  const method = paidMethodLabel(params.method, language);
  if (language === 'cn') {
    return compose(language, `付款成功：订单 ${params.orderSn}，${amount}`, greetingFor(params.name, language), [
      `我们已收到订单 ${params.orderSn}（${params.childName}：${params.productName}）的付款 ${amount}（${method}），谢谢！`,
      '收据（PDF）附在本邮件中，也可随时在订单页下载。',
      '课程权益已发放，将在开课日或由我们的老师激活。您可以在个人中心的“课程权益”中查看。',
    ]);
  }
  return compose(language, `Payment received for order ${params.orderSn}: ${amount}`, greetingFor(params.name, language), [
    `We have received ${amount} by ${method} for order ${params.orderSn} (${params.productName} for ${params.childName}). Thank you!`,
    "The receipt is attached as a PDF, and can be downloaded from the order's page at any time.",
    'The entitlement is ready and is activated on the first class day or by our staff. You can follow it under "My entitlements" in your user center.',
  ]);
}

/** Sent when staff could not accept a wire-transfer receipt; the order waits for payment again. */
export function transferRejectedMail(params: { name: string; orderSn: string; reason: string; heldUntil: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `转账未通过审核：订单 ${params.orderSn}`, greetingFor(params.name, language), [
      `很抱歉，我们未能确认订单 ${params.orderSn} 的转账。原因：${params.reason}`,
      `订单已恢复为待付款，名额将为您保留至 ${params.heldUntil}。请在订单详情中重新上传凭证或改用其他方式付款。`,
    ]);
  }
  return compose(language, `We could not confirm the transfer for order ${params.orderSn}`, greetingFor(params.name, language), [
    `We are sorry: we could not confirm the wire transfer for order ${params.orderSn}. Reason: ${params.reason}`,
    `The order is waiting for payment again, and the seat is held until ${params.heldUntil}. Please upload another receipt or pay another way from the order's page.`,
  ]);
}

/** Staff approved a foreign teacher's application. */
export function teacherApprovedMail(params: { name: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `您的${BRAND.cn}教师申请已通过`, greetingFor(params.name, language), [
      '恭喜！您的外籍教师申请已通过审核，欢迎加入我们的教师团队。',
      '我们的教务老师会尽快与您联系，安排课程与入职事宜。登录后可在个人中心的教师资料中查看申请状态。',
    ]);
  }
  return compose(language, `Your ${BRAND.en} teacher application was approved`, greetingFor(params.name, language), [
    'Congratulations: your application to teach with us was approved, and we are glad to welcome you to our faculty.',
    'Our academic team will contact you shortly about classes and the next steps. Your teacher profile in the user center shows the approved status.',
  ]);
}

/** Staff could not accept a foreign teacher's application; the reason is theirs. */
export function teacherRejectedMail(params: { name: string; reason: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `关于您的${BRAND.cn}教师申请`, greetingFor(params.name, language), [
      '感谢您申请成为我们的外籍教师。很遗憾，经过审核，我们目前无法接受您的申请。',
      `原因：${params.reason}`,
      '欢迎您在情况变化后更新资料并再次与我们联系。',
    ]);
  }
  return compose(language, `About your ${BRAND.en} teacher application`, greetingFor(params.name, language), [
    'Thank you for applying to teach with us. After our review, we are sorry that we cannot accept your application at this time.',
    `Reason: ${params.reason}`,
    'You are welcome to update your profile and contact us again if your situation changes.',
  ]);
}

/** A staff account was made for this person; they choose their password through "Forgot password". */
export function staffWelcomeMail(params: { name: string; username: string; roleName: string; setPasswordUrl: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `您的${BRAND.cn}员工账号`, greetingFor(params.name, language), [
      `我们为您创建了${params.roleName}账号，用户名：${params.username}。`,
      `请打开 ${params.setPasswordUrl} ，输入本邮箱获取验证码并设置您的密码，然后登录后台。`,
    ]);
  }
  return compose(language, `Your ${BRAND.en} staff account`, greetingFor(params.name, language), [
    `An ${params.roleName} account was made for you, with the username ${params.username}.`,
    `Please open ${params.setPasswordUrl}, enter this e-mail address to receive a code, choose your password, then sign in to the back office.`,
  ]);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Sent when a refund has gone back to the parent (D10), the way the payment came; its receipt goes with it. */
export function refundCompletedMail(params: { name: string; orderSn: string; amount: number; currency: string; method: PaidMethod }, language: Language): MailContent {
  const amount = formatMoney(params.amount, params.currency, language === 'cn' ? 'zh-CN' : 'en-US');
  if (language === 'cn') {
    const where = {
      card: '退回您的银行卡，到账时间取决于发卡银行',
      alipay: '退回您的支付宝账户',
      wechat_pay: '退回您的微信支付账户',
      transfer: '汇出',
    }[params.method];
    return compose(language, `退款已完成：订单 ${params.orderSn}`, greetingFor(params.name, language), [
      `订单 ${params.orderSn} 的退款 ${amount} 已${where}。退款收据（PDF）附在本邮件中。`,
      `该课程的权益和尚未上的课节已随之取消。如有疑问，请联系${BRAND.cn}。`,
    ]);
  }
  const where = {
    card: ' to your card; your bank decides when it shows',
    alipay: ' to your Alipay account',
    wechat_pay: ' to your WeChat Pay account',
    transfer: '',
  }[params.method];
  return compose(language, `Refund sent: order ${params.orderSn}`, greetingFor(params.name, language), [
    `The refund of ${amount} for order ${params.orderSn} has been sent${where}. Its receipt is attached as a PDF.`,
    `The course's entitlement and its classes still ahead were cancelled with it. Questions are welcome at ${BRAND.en}.`,
  ]);
}

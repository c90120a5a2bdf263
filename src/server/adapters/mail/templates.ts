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

const BRAND = { en: 'Everbright Academy', cn: '博睿学院' } as const;

function compose(language: Language, subject: string, greeting: string, paragraphs: string[]): MailContent {
  const closing = language === 'cn' ? `${BRAND.cn}团队` : `The ${BRAND.en} team`;
  const lines = [greeting, ...paragraphs, closing];
  const htmlLang = language === 'cn' ? 'zh' : 'en';
  const html = `<!doctype html><html lang="${htmlLang}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}</body></html>`;
  return { subject, text: `${lines.join('\n\n')}\n`, html };
}

function greetingFor(name: string, language: Language): string {
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

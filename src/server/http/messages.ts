import type { Language } from '../../shared/language.ts';
import { accountMessages } from './messages/accounts.ts';
import { adminMessages } from './messages/admin.ts';
import { articleMessages } from './messages/articles.ts';
import { catalogueMessages } from './messages/catalogue.ts';
import { consultingMessages } from './messages/consulting.ts';
import { orderMessages } from './messages/orders.ts';
import { paymentMessages } from './messages/payments.ts';
import { journeyMessages } from './messages/journey.ts';
import { notificationMessages } from './messages/notifications.ts';

/** API messages in both languages (D2: `message` follows the `Language` header). */
const messages = {
  ok: { en: 'Operation Successful', cn: '操作成功' },
  badRequest: { en: 'Some fields are not valid: {{fields}}', cn: '以下字段无效：{{fields}}' },
  invalidField: { en: 'This value is not valid', cn: '该值无效' },
  unknownGrade: { en: 'Unknown grade code', cn: '未知的年级代码' },
  notFound: { en: 'Not found', cn: '未找到' },
  pageNotFound: { en: 'This page does not exist', cn: '该页面不存在' },
  productNotFound: { en: 'This course does not exist or is no longer offered', cn: '该课程不存在或已下架' },
  timetableNotFound: { en: 'This timetable does not exist', cn: '该课表不存在' },
  articleNotFound: { en: 'This article does not exist or is no longer published', cn: '该文章不存在或已下线' },
  dictionaryNotFound: { en: 'This dictionary does not exist', cn: '该字典不存在' },
  routeNotFound: { en: 'No such API endpoint', cn: '接口不存在' },
  unsupportedMediaType: { en: 'This content type is not supported', cn: '不支持该内容类型' },
  payloadTooLarge: { en: 'The request is too large', cn: '请求内容过大' },
  tooManyRequests: { en: 'Too many requests, please try again later', cn: '请求过于频繁，请稍后再试' },
  serverError: { en: 'Something went wrong on our side, please try again', cn: '服务器出错了，请稍后再试' },
  ...accountMessages,
  ...orderMessages,
  ...paymentMessages,
  ...adminMessages,
  ...consultingMessages,
  ...journeyMessages,
  ...catalogueMessages,
  ...articleMessages,
  ...notificationMessages,
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

/** Whether a text is a key of the catalogue: shared zod schemas name their messages by key. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

export function translate(key: MessageKey, language: Language, params: Record<string, string> = {}): string {
  const template = messages[key][language] || messages[key].en;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

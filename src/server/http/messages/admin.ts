import type { Language } from '../../../shared/language.ts';

/** Messages of the back office (issue 7): families, staff accounts and teacher applications. */
export const adminMessages = {
  accountNotFound: { en: 'This account was not found', cn: '未找到该账号' },
  accountDisabled: {
    en: 'This account has been disabled. Please contact the academy if you think this is a mistake.',
    cn: '该账号已被停用。如有疑问，请联系学院。',
  },
  cannotChangeOwnAccess: { en: 'You cannot disable or re-enable your own account', cn: '不能停用或启用您自己的账号' },
  lastEnabledAdmin: {
    en: 'This is the last enabled admin account: the academy needs at least one',
    cn: '这是最后一个启用中的管理员账号，学院至少需要保留一个',
  },
  familyNotFound: { en: 'This family was not found', cn: '未找到该家庭' },
  applicationAlreadyDecided: { en: 'This application has already been decided', cn: '该申请已审核完毕' },
  staffCreated: {
    en: 'The account was created; a welcome mail tells them how to choose a password',
    cn: '账号已创建，欢迎邮件会告知其如何设置密码',
  },
  resetCodeMailed: { en: 'A password reset code was mailed', cn: '密码重置验证码已发送' },
} satisfies Record<string, Record<Language, string>>;

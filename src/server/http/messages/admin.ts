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
  // Working a case together (issue 31, item 5)
  caseAssigned: { en: 'The assignee was saved', cn: '负责人已保存' },
  caseUnassigned: { en: 'Nobody is assigned any more', cn: '已取消负责人' },
  assigneeNotActiveStaff: {
    en: 'Only an enabled staff account (admin or adviser) can be assigned',
    cn: '只能指派启用中的员工账号（管理员或顾问）',
  },
  staffNoteAdded: { en: 'The note was added', cn: '备注已添加' },
  staffNoteRequired: { en: 'Please write the note', cn: '请填写备注' },
  staffNoteTooLong: { en: 'A note can be up to 2,000 characters', cn: '备注最多 2000 字' },
  savedReplyNotFound: { en: 'This saved reply was not found', cn: '未找到该常用回复' },
  savedReplyCreated: { en: 'The saved reply was created', cn: '常用回复已创建' },
  savedReplySaved: { en: 'The saved reply was saved', cn: '常用回复已保存' },
  savedReplyDeleted: { en: 'The saved reply was deleted', cn: '常用回复已删除' },
  savedReplyTitleTooLong: { en: 'A title can be up to 80 characters', cn: '标题最多 80 字' },
  savedReplyTextTooLong: { en: 'A reply can be up to 2,000 characters', cn: '回复最多 2000 字' },
} satisfies Record<string, Record<Language, string>>;

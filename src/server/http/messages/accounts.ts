import type { Language } from '../../../shared/language.ts';

/**
 * Messages of sign-up, sign-in, passwords, profiles, children and uploads. The keys of the shared
 * zod schemas' message codes (src/shared/api/accounts.ts, src/shared/password-policy.ts) are here
 * too, so that a refused field gets its own sentence.
 */
export const accountMessages = {
  // fields
  fieldRequired: { en: 'This field is required', cn: '此项为必填项' },
  textInvalidCharacters: { en: 'This text contains characters that are not allowed', cn: '该内容包含不允许的字符' },
  textNotVisible: { en: 'Please use visible characters, not only blank or invisible ones', cn: '请输入可见的字符，不能只有空白或不可见字符' },
  usernameInvalid: {
    en: 'A username has 2 to 32 letters, digits, dots, hyphens or underscores',
    cn: '用户名为 2 至 32 位字母、数字、点、连字符或下划线',
  },
  emailInvalid: { en: 'Please enter a valid e-mail address', cn: '请输入有效的邮箱地址' },
  codeFormat: { en: 'The verification code has 6 digits', cn: '验证码为 6 位数字' },
  dateInvalid: { en: 'Please enter a valid date', cn: '请输入有效的日期' },
  dateRangeReversed: { en: 'The end date must not be before the start date', cn: '结束日期不能早于开始日期' },
  phoneInvalid: { en: 'Please enter a valid phone number', cn: '请输入有效的电话号码' },
  timeZoneInvalid: { en: 'Please choose a valid time zone', cn: '请选择有效的时区' },
  fileKeyInvalid: { en: 'Please upload the file again', cn: '请重新上传该文件' },
  // passwords
  passwordTooWeak: {
    en: 'Please choose a stronger password: at least 8 characters with upper and lower case letters, a digit and a symbol',
    cn: '请设置更安全的密码：至少 8 位，并包含大写字母、小写字母、数字和符号',
  },
  passwordTooLong: { en: 'The password must have at most 128 characters', cn: '密码最多 128 个字符' },
  passwordTooCommon: {
    en: 'This password is too common and easy to guess, please choose another one',
    cn: '该密码过于常见，容易被猜到，请换一个',
  },
  passwordsDoNotMatch: { en: 'The two passwords entered do not match', cn: '两次输入的密码不一致' },
  passwordSameAsOld: {
    en: 'The new password must be different from the previous one',
    cn: '新密码不能与原密码相同',
  },
  oldPasswordWrong: { en: 'The current password is not correct', cn: '当前密码不正确' },
  passwordChanged: { en: 'Password successfully changed', cn: '密码修改成功' },
  passwordChangeRequired: {
    en: 'Please choose a new password before using the back office',
    cn: '请先设置新密码，再使用后台',
  },
  // registration and sign-in
  usernameTaken: { en: 'That username is taken, try another.', cn: '该用户名已被占用，请换一个。' },
  emailTaken: { en: 'This e-mail address is already registered', cn: '该邮箱已被注册' },
  registered: { en: 'Registration successful, please sign in', cn: '注册成功，请登录' },
  loginSuccessful: { en: 'Login Successful', cn: '登录成功' },
  loginFailed: { en: 'The username or password is not correct', cn: '用户名或密码不正确' },
  loggedOut: { en: 'You have signed out', cn: '您已退出登录' },
  notSignedIn: { en: 'Please sign in to continue', cn: '请先登录' },
  sessionExpired: { en: 'Your session has ended, please sign in again', cn: '登录已失效，请重新登录' },
  forbidden: { en: 'You are not allowed to do this', cn: '您没有权限执行此操作' },
  tooManyLoginAttempts: {
    en: 'Too many sign-in attempts, please try again in {{minutes}} minutes',
    cn: '登录尝试次数过多，请 {{minutes}} 分钟后再试',
  },
  // verification codes
  codeSent: { en: 'Email verification code sent successfully.', cn: '邮箱验证码发送成功。' },
  codeInvalid: {
    en: 'The verification code is wrong or no longer valid, please request a new one',
    cn: '验证码错误或已失效，请重新获取',
  },
  codeResendTooSoon: {
    en: 'Please wait {{seconds}} seconds before requesting another code',
    cn: '请 {{seconds}} 秒后再获取验证码',
  },
  tooManyCodeRequests: {
    en: 'Too many verification codes requested, please try again in {{minutes}} minutes',
    cn: '获取验证码过于频繁，请 {{minutes}} 分钟后再试',
  },
  // profile
  profileUpdated: { en: 'Profile updated successfully', cn: '个人资料更新成功' },
  iconInvalid: { en: 'Please upload the avatar picture again', cn: '请重新上传头像图片' },
  // children
  childNotFound: { en: 'This child was not found', cn: '未找到该学员' },
  childLimitReached: { en: 'You can add at most {{max}} children', cn: '最多可添加 {{max}} 名学员' },
  // The 25 of ChildLimit.maxAgeYears; field messages take no parameters.
  birthDateOutOfRange: {
    en: 'The birth date must be in the past 25 years',
    cn: '出生日期须在过去 25 年之内',
  },
  // uploads
  fileMissing: { en: 'Please choose a file to upload', cn: '请选择要上传的文件' },
  fileTooLarge: { en: 'The file is larger than {{limit}}', cn: '文件大小超过 {{limit}}' },
  fileTypeNotAllowed: {
    en: 'This type of file is not accepted here. Accepted: {{types}}',
    cn: '不支持该文件类型。支持：{{types}}',
  },
  fileNotFound: { en: 'This file was not found', cn: '未找到该文件' },
  tooManySignUps: {
    en: 'Too many accounts were created from your network, please try again in {{minutes}} minutes',
    cn: '您所在网络注册的账户过多，请 {{minutes}} 分钟后再试',
  },
  uploadAllowanceUsed: {
    en: 'You have used up your upload allowance for today, please try again in {{minutes}} minutes',
    cn: '您今天的上传额度已用完，请 {{minutes}} 分钟后再试',
  },
  tooManyUploads: {
    en: 'Too many files uploaded, please try again in {{minutes}} minutes',
    cn: '上传文件过于频繁，请 {{minutes}} 分钟后再试',
  },
  uploadsBusy: {
    en: 'Many files are being uploaded right now, please try again in {{seconds}} seconds',
    cn: '当前上传的文件较多，请 {{seconds}} 秒后再试',
  },
  documentInvalid: {
    en: 'This document is not available to this application, please upload it again',
    cn: '该文件不可用于此申请，请重新上传',
  },
  // foreign teachers and advisers
  applicationSubmitted: {
    en: 'Your application has been submitted, please sign in',
    cn: '您的申请已提交，请登录',
  },
  applicationUpdated: { en: 'Your teacher profile has been updated', cn: '您的教师资料已更新' },
  applicationNotFound: { en: 'No teacher application was found for this account', cn: '该账号没有教师申请' },
  adviserNotFound: { en: 'This adviser was not found', cn: '未找到该顾问' },
  messageSent: { en: 'Your message was sent to the family', cn: '消息已发送给该家庭' },
  messageSubjectTooLong: { en: 'A subject can be up to 120 characters', cn: '主题最多 120 字' },
  messageTextTooLong: { en: 'A message can be up to 2,000 characters', cn: '消息内容最多 2000 字' },
  policiesAccepted: { en: 'Thank you: you agreed to the current privacy notice and terms', cn: '感谢您同意最新的隐私声明和使用条款' },
  policyVersionChanged: {
    en: 'The privacy notice or the terms changed while you were reading: please read the new version',
    cn: '您阅读期间隐私声明或使用条款已更新，请阅读新版本',
  },
  passwordNotCorrect: { en: 'This password is not correct', cn: '密码不正确' },
  deletionRequested: { en: 'Your account will be deleted after 14 days unless you withdraw the request', cn: '您的账户将在 14 天后删除，期间可随时撤回' },
  deletionWithdrawn: { en: 'Your account will not be deleted', cn: '您的账户不会被删除' },
  deletionBlocked: {
    en: 'Before the account can be deleted, please finish or cancel its open orders and refunds, classes booked ahead and waitlist places',
    cn: '删除账户前，请先完成或取消未完成的订单与退款、已预约的后续课程和候补名额',
  },
  tooManyExports: {
    en: 'Your family’s data was downloaded several times just now, please try again in {{minutes}} minutes',
    cn: '家庭数据刚刚已多次下载，请 {{minutes}} 分钟后再试',
  },
} satisfies Record<string, Record<Language, string>>;

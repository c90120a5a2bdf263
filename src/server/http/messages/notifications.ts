/** Notification centre, mail preferences and deliveries (D29). */
export const notificationMessages = {
  preferencesSaved: { en: 'Your mail preferences were saved', cn: '邮件偏好已保存' },
  notificationKindEssential: {
    en: 'Mail about payments, deadlines and your account cannot be turned off',
    cn: '有关付款、截止时间和账户安全的邮件无法关闭',
  },
  unsubscribed: { en: 'You will no longer get this kind of mail', cn: '您将不再收到此类邮件' },
  unsubscribeLinkInvalid: { en: 'This unsubscribe link is not valid', cn: '该退订链接无效' },
  notificationNotFound: { en: 'This message was not found', cn: '未找到该消息' },
  notificationNotFailed: { en: 'Only a message whose mail failed can be sent again', cn: '只有发送失败的邮件才能重新发送' },
  notificationResent: { en: 'The message will be sent again', cn: '该邮件将重新发送' },
} as const;

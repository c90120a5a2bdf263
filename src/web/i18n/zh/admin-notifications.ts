import type { adminNotifications as english } from '../en/admin-notifications.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const adminNotifications: Catalogue<typeof english> = {
  title: '通知',
  subtitle: '发给家庭和教师的每一封邮件：是否已发出、尝试了几次、失败的原因。',
  searchPlaceholder: '收件人姓名或邮箱',
  columns: {
    created: '创建时间',
    recipient: '收件人',
    kind: '类型',
    status: '状态',
    attempts: '尝试次数',
    lastError: '最近的错误',
    actions: '操作',
  },
  statuses: {
    pending: '等待发送',
    sent: '已发送',
    retrying: '重试中',
    failed: '发送失败',
    skipped: '未发邮件（已关闭）',
  },
  nextAttempt: '下次尝试：{{time}}',
  sentAt: '发送于 {{time}}',
  resend: '重新发送',
  resendTo: '重新发送给 {{name}}',
  resendTitle: '重新发送这封邮件？',
  resendBody: '这封邮件将重新排队，再次发送给 {{name}}（{{email}}）。此操作会记入操作日志。',
  resent: '邮件已重新排队',
};

import type { adminFeedback as english } from '../en/admin-feedback.ts';
import type { Catalogue } from '../catalogue-shape.ts';

/** The back office's feedback: every family's threads, the conversation and the staff's answer. */
export const adminFeedback: Catalogue<typeof english> = {
  title: '反馈',
  subtitle: '家庭给学院的意见。请逐条回复；家长会收到邮件，并在用户中心看到回复。',
  all: '全部',
  empty: '暂无反馈',
  columns: { message: '内容', family: '家庭', updated: '最近动态', status: '状态' },
  backToList: '返回反馈列表',
  detailTitle: '反馈',
  from: '来自 {{name}} · {{about}} · 提交于 {{time}}',
  conversation: '对话',
  staff: '学院工作人员',
  answerTitle: '回复家庭',
  answer: '您的回复',
  answerHint: '家长会看到这条回复并收到邮件通知。最多 {{max}} 个字符。',
  markProcessed: '回复后将反馈标记为已处理',
  processedNote: '该反馈已处理。您仍可补充回复，状态保持已处理。',
  send: '发送回复',
  answered: '回复已发送，反馈仍为处理中。',
  answeredProcessed: '回复已发送，反馈已标记为已处理。',
};

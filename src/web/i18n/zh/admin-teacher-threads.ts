import type { Catalogue } from '../catalogue-shape.ts';
import type { adminTeacherThreads as en } from '../en/admin-teacher-threads.ts';

/** 后台的家长与老师对话（/admin/teacher-threads）。 */
export const adminTeacherThreads: Catalogue<typeof en> = {
  title: '师生消息',
  subtitle: '家庭与孩子老师之间的全部对话。可以在对话中回复，或关闭对话。',
  detailTitle: '对话',
  searchPlaceholder: '孩子、家庭或课程',
  all: '全部',
  states: { open: '进行中', closed: '已关闭' },
  columns: { conversation: '孩子与课程', between: '家庭与老师', latest: '最新消息', state: '状态' },
  empty: '没有符合条件的对话。',
  between: '{{family}}与{{teachers}}之间的对话。家庭和老师看到您的消息署名为“学院”。',
  backToList: '全部对话',
  close: '关闭对话',
  reopen: '重新打开对话',
  closedDone: '对话已关闭。',
  reopened: '对话已重新打开。',
  closedNotice: '该对话已关闭，重新打开后才能回复。',
};

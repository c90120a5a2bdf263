import type { adminClasses as english } from '../en/admin-classes.ts';
import type { Catalogue } from '../catalogue-shape.ts';

/** The back office's classes: today's, upcoming and past classes, rosters and attendance. */
export const adminClasses: Catalogue<typeof english> = {
  title: '课堂',
  subtitle: '课堂开始后，为每个预约标记出勤、缺勤或请假。时间均为北京时间。',
  windowLabel: '显示哪些课堂',
  window: { today: '今天', upcoming: '即将开始', past: '已结束' },
  empty: {
    today: '今天没有课堂',
    upcoming: '今天之后暂无排课',
    past: '暂无已结束的课堂',
  },
  columns: { when: '时间', class: '课程与课堂', teacher: '老师', seats: '名额', attendance: '考勤' },
  yourTime: '您的时间：{{time}}',
  seats: '{{taken}} / {{capacity}}',
  teacher: '老师：{{name}}',
  cancelled: '已取消',
  cancelledBody: '该课堂已取消，无需考勤。',
  unmarked_one: '{{count}} 人待标记',
  unmarked_other: '{{count}} 人待标记',
  allMarked: '已全部标记',
  notYet: '未开始',
  backToList: '返回课堂列表',
  detailTitleUnknown: '课堂',
  notBegun: '课堂开始后才能标记考勤。',
  roster_one: '学生名单：{{count}} 人',
  roster_other: '学生名单：{{count}} 人',
  noBookings: '还没有家庭预约这节课。',
  parent: '家长：{{name}}',
  markedAt: '标记于 {{time}}',
  sessions: '可预约 {{left}} 节 · 已用 {{used}} / {{total}} 节',
  order: '订单：{{status}}',
  markFor: '{{name}}的考勤',
  mark: { attended: '出勤', absent: '缺勤', excused: '请假' },
  marked: '{{name}}：{{mark}}',
};

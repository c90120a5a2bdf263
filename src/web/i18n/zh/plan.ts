import type { Catalogue } from '../catalogue-shape.ts';
import type { plan as en } from '../en/plan.ts';

export const plan: Catalogue<typeof en> = {
  title: '学习计划',
  subtitle: '孩子已预约的所有课程。时间为北京时间，如与您的当地时间不同，会同时显示。',
  allChildren: '全部学员',
  childSwitcher: '查看谁的计划',
  calendarLabel: '按日期查看已约课程',
  classesOnDay_one: '{{count}} 节课',
  classesOnDay_other: '{{count}} 节课',
  noClassOnDay: '无课',
  agendaTitle: '本月课程',
  emptyMonth: '本月没有已预约的课程',
  emptyDay: '这一天没有课',
  emptyBody: '在“课程权益”中预约课程后，课程会显示在这里和您的日历中。',
  toEntitlements: '前往课程权益',
  yourTime: '您的当地时间：{{time}}',
  teacher: '授课老师：{{name}}',
  join: '进入课堂',
  joinLater: '开课前 15 分钟显示进入课堂的链接',
  notes: {
    label: '老师留言',
  },
  feed: {
    title: '添加到您的日历',
    body: '在 Google 日历、Apple 日历或 Outlook 中订阅这个私人地址，已预约的课程会自动同步。请勿分享给他人。',
    address: '私人日历地址',
    copy: '复制地址',
    copied: '已复制',
    subscribe: '订阅',
    renew: '生成新地址',
    renewTitle: '生成新的日历地址？',
    renewBody: '当前地址将立即失效，订阅它的日历将停止更新，直到您订阅新地址。',
    keep: '保留当前地址',
    renewConfirm: '生成新地址',
    renewed: '已生成新地址，旧地址已失效。',
  },
};

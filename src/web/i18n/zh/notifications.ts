import type { notifications as english } from '../en/notifications.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const notifications: Catalogue<typeof english> = {
  bell: {
    label: '通知',
    labelUnread_one: '通知，{{count}} 条未读',
    labelUnread_other: '通知，{{count}} 条未读',
  },
  page: {
    title: '通知',
    subtitle: '学院发给您的消息，最新的在前。',
    unreadSummary_one: '{{count}} 条未读通知',
    unreadSummary_other: '{{count}} 条未读通知',
    loading: '正在加载您的通知…',
    markAllRead: '全部标为已读',
    allMarked: '所有通知已标为已读',
    markRead: '标为已读',
    markFailed: '未能标为已读',
    new: '未读',
    open: '查看',
    openNamed: '查看：{{title}}',
    loadFailed: '未能加载您的通知',
    empty: '暂无通知',
    emptyBody: '收到付款、预约课程或学院回复您时，消息会显示在这里。',
    total_one: '共 {{count}} 条通知',
    total_other: '共 {{count}} 条通知',
  },
  kinds: {
    paymentReceived: '已收到付款',
    transferRejected: '银行转账未被接受',
    refundCompleted: '退款已完成',
    classesBooked: '课程已预约',
    bookingCancelled: '预约已取消',
    assessmentUpdated: '测评进展',
    requirementUpdated: 'Inspire 需求进展',
    feedbackAnswered: '反馈回复',
  },
  preferences: {
    title: '邮件通知',
    intro: '选择哪些通知同时通过邮件发送。所有通知都会显示在“通知”页面中。',
    alwaysOn: '始终开启',
    essentialNote: '付款、截止日期和账户安全相关的通知始终通过邮件发送。',
    saved: '邮件通知设置已保存',
    saveFailed: '未能保存您的选择',
    loadFailed: '未能加载邮件通知设置',
  },
};

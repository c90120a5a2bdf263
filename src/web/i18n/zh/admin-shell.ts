import type { adminShell as english } from '../en/admin-shell.ts';
import type { Catalogue } from '../catalogue-shape.ts';

/** The back office's frame and building blocks: navigation, dashboard, lists, dialogs, history. */
export const adminShell: Catalogue<typeof english> = {
  title: '博睿学院管理后台',
  signOut: '退出登录',
  backToSite: '← 返回网站',
  loadFailed: '加载失败',
  nav: {
    label: '管理后台',
    open: '打开导航',
    close: '关闭导航',
    dashboard: '工作台',
    orders: '订单',
    families: '家庭',
    teacherApplications: '教师申请',
    staff: '员工账号',
    audit: '操作日志',
    waiting_one: '{{count}} 项待处理',
    waiting_other: '{{count}} 项待处理',
  },
  dashboard: {
    title: '工作台',
    greeting: '{{name}}，欢迎回来。以下是团队待处理的工作。',
    kinds: {
      transfersToReview: '待审核的银行转账',
      refundsToPay: '待支付或跟进的退款',
      applicationsToReview: '待审核的教师申请',
    },
    waiting: {
      transfersToReview_one: '{{count}} 笔银行转账待审核',
      transfersToReview_other: '{{count}} 笔银行转账待审核',
      refundsToPay_one: '{{count}} 笔退款待支付或跟进',
      refundsToPay_other: '{{count}} 笔退款待支付或跟进',
      applicationsToReview_one: '{{count}} 份教师申请待审核',
      applicationsToReview_other: '{{count}} 份教师申请待审核',
    },
    hint: '点击卡片查看对应的待办。',
    allClear: '暂无待处理的工作，辛苦了！',
  },
  table: {
    search: '搜索',
    clearSearch: '清除搜索',
    any: '全部',
    noRecords: '没有符合筛选条件的记录',
    recordsPerPage: '每页行数',
    pagination: '第 {{from}}–{{to}} 条，共 {{total}} 条',
    page: {
      first: '第一页',
      previous: '上一页',
      next: '下一页',
      last: '最后一页',
    },
    exportCsv: '导出 CSV',
    exportFailed: '导出失败，请重试',
    open: '打开',
  },
  staffOnly: {
    title: '仅限学院员工',
    body: '管理后台供学院团队处理订单、家庭和申请。您的账号是家长或教师账号，无法进入。',
    home: '前往我的个人中心',
    signInAsStaff: '使用员工账号登录',
  },
  notForRole: {
    title: '不在您的权限范围内',
    body: '后台的这一部分仅供管理员使用。如有需要，请联系管理员。',
  },
  mustChange: {
    title: '请设置您自己的密码',
    body: '该账号仍在使用分配给它的密码。使用管理后台前，请先设置新密码。',
  },
  bilingual: {
    english: '英文',
    chinese: '中文',
    chineseMissing: '缺少中文——中文读者将看到英文',
  },
  unsaved: {
    title: '不保存就离开？',
    body: '此页面的修改尚未保存，离开后将会丢失。',
    stay: '留在此页',
    leave: '放弃修改并离开',
  },
  dialog: {
    cancel: '取消',
  },
  reason: {
    label: '原因',
    hint: '家长或申请人会看到此内容。',
  },
  file: {
    open: '在新标签页中打开 {{name}}',
    failed: '无法打开该文件',
    previewOf: '{{name}} 的预览',
  },
  history: {
    tab: '操作记录',
    empty: '暂无员工操作记录。',
    byAt: '{{name}} · {{time}}',
    note: '备注：{{note}}',
  },
  actions: {
    order: {
      confirmTransfer: '确认转账',
      rejectTransfer: '驳回转账',
      completeRefund: '已退款',
      cancel: '取消订单',
    },
    entitlement: { activate: '激活权益' },
    family: {
      assignAdviser: '分配顾问',
      disable: '停用账号',
      enable: '重新启用账号',
    },
    teacherApplication: { approve: '通过申请', reject: '驳回申请' },
    staff: {
      create: '创建员工账号',
      resetPassword: '已发送密码重置验证码',
      disable: '停用员工账号',
      enable: '重新启用员工账号',
    },
  },
};

import type { adminOrders as english } from '../en/admin-orders.ts';
import type { Catalogue } from '../catalogue-shape.ts';

/** The back office's orders: the list, the detail, transfers, refunds and cancellations. */
export const adminOrders: Catalogue<typeof english> = {
  title: '订单',
  subtitle: '所有家庭的订单。审核银行转账、办理线下退款，并协助家庭处理订单。',
  searchPlaceholder: '订单编号、家长、学员或课程',
  refundOpen: '待员工处理',
  columns: {
    orderSn: '订单编号',
    created: '创建时间',
    parent: '家长',
    child: '学员',
    course: '课程',
    amount: '金额',
    status: '状态',
    payType: '支付方式',
    refund: '退款',
  },
  backToList: '返回订单列表',
  detailTitle: '订单 {{orderSn}}',
  detailTitleUnknown: '订单',
  tabs: { details: '详情' },
  rejectedBefore: '上一次的转账凭证未通过审核',
  facts: {
    paid: '付款时间',
    tuition: '学费',
    fee: '申请费',
    firstClass: '首次上课',
    entitlement: '权益',
    refund: '退款',
  },
  entitlement: {
    pending: '等待激活',
    activeSince: '自 {{time}} 起生效',
    revoked: '已因退款撤销',
  },
  refund: {
    requested: '已申请退款 {{amount}}（{{percent}}%），待支付',
    completed: '已退款 {{amount}}（{{percent}}%）',
    failed: '退款 {{amount}}（{{percent}}%）被支付机构拒绝，请跟进',
  },
  timeline: '订单进度',
  actor: {
    member: '家长',
    staff: '员工',
    system: '系统自动',
    provider: '支付机构',
  },
  transfer: {
    title: '待审核的银行转账',
    uploaded: '凭证上传于 {{time}}',
    reference: '应核对的转账附言',
    amountDue: '应付金额',
    hint: '凭证上的附言与金额一致，且款项已到达学院账户后，再确认转账。',
  },
  actions: {
    confirmTransfer: '确认转账',
    rejectTransfer: '驳回凭证',
    completeRefund: '标记已退款',
    activateEntitlement: '激活权益',
    cancel: '取消订单',
  },
  confirm: {
    confirmTransfer: '订单 {{orderSn}} 的款项已到账。订单将变为已付款，并通过邮件通知家长。',
    rejectTransfer: '订单将恢复为待付款，并通过邮件告知家长原因。',
    completeRefund: '退款已通过银行转账支付。订单将变为已退款，权益随之结束。',
    activateEntitlement: '家庭的权益将立即生效，订单变为进行中。',
    cancel: '未付款订单将被关闭并释放名额。家长会在订单中看到原因。',
  },
  done: {
    confirmTransfer: '已确认转账：{{orderSn}} 已付款',
    rejectTransfer: '已驳回凭证：{{orderSn}} 重新等待付款',
    completeRefund: '已将 {{orderSn}} 标记为已退款',
    activateEntitlement: '已激活 {{orderSn}} 的权益',
    cancel: '已取消订单 {{orderSn}}',
  },
};

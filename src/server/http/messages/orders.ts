import type { Language } from '../../../shared/language.ts';

/**
 * Messages of applications, orders, refunds and entitlements. The message codes of the shared
 * order schemas (src/shared/api/orders.ts) are here too, and so are the timeline events of
 * `order_history.event` that orders write (the card ones are in payments.ts).
 */
export const orderMessages = {
  // fields
  pickProcesses: { en: 'Please pick 2 or 3 learning processes', cn: '请选择 2 至 3 项学习过程' },
  pickOutcomes: { en: 'Please pick 1 or 2 outcomes', cn: '请选择 1 至 2 项学习成果' },
  reasonRequired: { en: 'Please give a reason', cn: '请填写原因' },
  idempotencyKeyInvalid: {
    en: 'Send an Idempotency-Key header of 8 to 128 letters, digits, hyphens or underscores',
    cn: '请提供 Idempotency-Key 请求头（8 至 128 位字母、数字、连字符或下划线）',
  },
  transferProofInvalid: { en: 'Please upload the transfer receipt again', cn: '请重新上传转账凭证' },
  // orders
  orderNotFound: { en: 'This order was not found', cn: '未找到该订单' },
  soldOut: { en: 'This course is sold out', cn: '该课程已售罄' },
  openOrderExists: {
    en: 'This child already has an unpaid order for this course: pay or cancel it first',
    cn: '该孩子已有此课程的未付款订单，请先付款或取消',
  },
  tooManyOpenHolds: {
    en: 'You already hold {{limit}} seats with unpaid orders: pay or cancel one first',
    cn: '您已有 {{limit}} 个未付款订单占用名额，请先付款或取消其中一个',
  },
  paymentTimeOver: {
    en: 'The time to pay for this order has ended',
    cn: '此订单的付款时间已结束',
  },
  transferDeadlinePassed: {
    en: 'The deadline to pay this order by transfer has passed, so the receipt cannot be taken: the order is closed and its seat freed',
    cn: '此订单的转账付款期限已过，无法再上传凭证：订单已关闭，名额已释放',
  },
  enrolmentClosed: {
    en: 'Enrolment for this course has closed: its first class has begun',
    cn: '该课程已开课，报名已截止',
  },
  courseCancelled: {
    en: 'This course was cancelled and takes no more applications',
    cn: '该课程已取消，不再接受报名',
  },
  // the waitlist (D32)
  waitlistNotFull: {
    en: 'This course still has seats: apply for one instead of joining its waitlist',
    cn: '该课程仍有名额，请直接报名，无需加入候补名单',
  },
  waitlistAlreadyJoined: {
    en: 'This child is already on the waitlist of this course',
    cn: '该孩子已在此课程的候补名单上',
  },
  waitlistCourseBegun: {
    en: 'This course has begun, so its waitlist is closed',
    cn: '该课程已开课，候补名单已关闭',
  },
  waitlistEntryNotFound: { en: 'Waitlist place not found', cn: '未找到候补记录' },
  waitlistNotOpen: {
    en: 'This place on the waitlist has already ended',
    cn: '该候补记录已结束',
  },
  waitlistNotWaiting: {
    en: 'Only a family still waiting can be moved or offered a seat',
    cn: '只有仍在等候的家庭才能调整顺序或获得名额',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used for another order request',
    cn: '该 Idempotency-Key 已用于另一个下单请求',
  },
  orderCreated: { en: 'Order placed', cn: '已下单' },
  paymentCanceled: { en: 'Payment canceled successfully', cn: '取消支付成功' },
  cancelPaymentFailed: { en: 'Failed to cancel payment', cn: '取消支付失败' },
  transferDetailsSent: { en: 'Please pay by wire transfer to the account below', cn: '请通过银行转账支付至以下账户' },
  transferReferenceHint: {
    en: 'Write {{orderSn}} as the reference of your transfer, so that we can match it to your order',
    cn: '请在转账附言中填写 {{orderSn}}，以便我们匹配您的订单',
  },
  transferReferenceHintGeneral: {
    en: 'Write your order reference (it starts with EA) as the reference of your transfer',
    cn: '请在转账附言中填写您的订单编号（以 EA 开头）',
  },
  // moving a child to another course (ADR 029)
  moveNotFound: { en: 'No move was offered for this order', cn: '此订单没有转班安排' },
  moveExpired: {
    en: 'The time to answer this move has ended: the tuition is refunded instead',
    cn: '转班答复期限已过，学费将改为退还',
  },
  moveAlreadyAnswered: { en: 'This move was already answered', cn: '此转班安排已答复' },
  moveTargetFull: {
    en: 'The course offered has no seat left: please contact us',
    cn: '拟转入的课程已无名额，请与我们联系',
  },
  moveTargetInvalid: {
    en: 'Pick a course of the same subject that has not begun, is not cancelled and has a seat',
    cn: '请选择同一科目、尚未开课、未取消且有名额的课程',
  },
  noDifferenceToRefund: { en: 'No difference is waiting to be refunded on this order', cn: '此订单没有待退还的差额' },
  moveAlreadyOffered: { en: 'A move is already offered for this course or order', cn: '此课程或订单已有待答复的转班安排' },
  moveNotAllowed: { en: 'Only a paid order of a course that has not begun can be moved', cn: '只有已付款且未开课的订单可以转班' },
  moveAccepted: { en: 'Moved to the new course', cn: '已转入新课程' },
  moveDeclined: { en: 'Move declined: the tuition is refunded', cn: '已拒绝转班，学费将全额退还' },
  courseMoved: { en: 'Moved to another course', cn: '已转入其他课程' },
  courseMovedByStaff: { en: 'Moved to another course by the academy', cn: '学院已将订单转入其他课程' },
  // refunds
  refundNotAllowed: { en: 'A refund cannot be requested for this order', cn: '该订单不能申请退款' },
  refundAlreadyRequested: { en: 'A refund was already requested for this order', cn: '该订单已申请过退款' },
  refundCourseStarted: {
    en: 'The course has started: no tuition can be refunded',
    cn: '课程已开始，学费不予退还',
  },
  refundNotRequested: { en: 'No refund is waiting for this order', cn: '该订单没有待处理的退款' },
  refundCompleted: { en: 'The refund was sent', cn: '退款已完成' },
  refundRequested: {
    en: 'Your refund request was received; it is processed within 5 business days',
    cn: '退款申请已提交，将在 5 个工作日内处理',
  },
  // entitlements
  entitlementNotFound: { en: 'This entitlement was not found', cn: '未找到该权益' },
  // timeline events (order_history.event)
  transferChosen: { en: 'Chose to pay by wire transfer', cn: '已选择银行转账支付' },
  deadlineExtended: { en: 'Payment deadline extended by the academy', cn: '学院已延长付款期限' },
  switchedToTransfer: { en: 'Switched to payment by wire transfer', cn: '已改为银行转账支付' },
  transferProofUploaded: { en: 'Transfer receipt uploaded, awaiting review', cn: '已上传转账凭证，等待审核' },
  transferConfirmed: { en: 'Transfer confirmed', cn: '转账已确认' },
  transferRejected: { en: 'Transfer not accepted', cn: '转账未通过审核' },
  orderCancelled: { en: 'Order cancelled', cn: '订单已取消' },
  orderCancelledByStaff: { en: 'Cancelled by the academy', cn: '已由学院取消' },
  holdExpired: { en: 'Closed unpaid when the seat hold ran out', cn: '未在保留时间内付款，订单已关闭' },
  refunded: { en: 'Refunded', cn: '已退款' },
  closedCourseCancelled: { en: 'Closed: the academy cancelled the course', cn: '学院已取消该课程，订单关闭' },
  entitlementActivated: { en: 'Entitlement activated', cn: '权益已激活' },
} satisfies Record<string, Record<Language, string>>;

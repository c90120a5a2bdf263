export const adminClassSizes = {
  title: '待决定的小班',
  description: '开课前几天仍未达到最少人数的课程。可照常开班，或取消课程并向每个家庭全额退款。',
  empty: '目前没有需要决定的课程。',
  firstClass: '首次课 {{time}}',
  runAnyway: '照常开班',
  cancel: '取消课程',
  confirm: {
    runAnywayTitle: '照常开设“{{name}}”？',
    runAnywayBody: '课程将在未达最少人数的情况下确认开班，并通知相关家庭。',
    cancelTitle: '取消“{{name}}”？',
    cancelBody: '未付款订单将关闭。已付款订单全额退还学费：银行卡付款立即退回，转账付款生成待工作人员汇出的退款。预约和课程权益随之结束，并以各家庭的语言通知。',
  },
};

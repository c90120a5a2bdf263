/** 教师的学习报告（/user/reports，issue 29）。 */
export const teacherReports = {
  title: '学习报告',
  subtitle: '应学院要求，为您课程中的每位学员写一份简短的学习报告。学院审阅后再发给家长。',
  loadFailed: '无法加载您的报告',
  empty: '暂无需要撰写的报告',
  emptyHint: '学院为您所教的课程请求学习报告后，会显示在这里。',
  status: { requested: '待撰写', submitted: '待学院审阅' },
  requestedOn: '请求日期：{{date}}',
  submittedOn: '已于 {{date}} 提交；学院发布前仍可修改',
  textLabel: '您对{{name}}的评价',
  textHint: '学员做得好的地方、取得的进步，以及接下来需要努力的方向。',
  submit: '提交审阅',
  update: '保存修改',
  saved: '报告已保存，学院将进行审阅',
};

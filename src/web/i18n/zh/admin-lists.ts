/** 管理后台的课程目录小列表：课表、课程体系、年级。 */
export const adminLists = {
  title: '课表与列表',
  subtitle: '课表、课程体系以及课程面向的年级。',
  tabs: { timetables: '课表', courseSystems: '课程体系', grades: '年级' },
  add: '添加',
  edit: '编辑',
  editOf: '编辑{{name}}',
  empty: '这里还没有内容。',
  fields: { code: '代码', name: '名称', startDate: '开始', endDate: '结束', dates: '日期', position: '顺序' },
};

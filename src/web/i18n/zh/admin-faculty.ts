/** 管理后台的师资条目（D18）。 */
export const adminFaculty = {
  title: '师资',
  subtitle: '师资页面上的老师。保存后立即在网站上生效。',
  searchPlaceholder: '姓名',
  create: '新建师资条目',
  backToList: '返回师资列表',
  columns: { name: '姓名', subjects: '科目', position: '顺序' },
  tabs: { entry: '条目' },
  teacherLink: {
    title: '老师账号',
    body: '关联的账号可以看到该条目教授的课程、花名册和上课链接。',
    label: '关联账号',
    none: '未关联账号',
    save: '保存关联',
    saved: '已保存',
  },
  fields: {
    name: '姓名',
    biography: '简介',
    photo: '照片',
    subjects: '科目',
    published: '在师资页面显示',
    publishedHint: '隐藏的条目保留在这里，但访客看不到。',
  },
};

import type { Catalogue } from '../catalogue-shape.ts';
import type { records as en } from '../en/records.ts';

export const records: Catalogue<typeof en> = {
  title: '学习档案',
  subtitle: '老师提供的报告、成绩单、证书和作品，按时间由新到旧排列。',
  child: '学员',
  allChildren: '全部学员',
  kind: '类型',
  allKinds: '全部类型',
  kinds: {
    report: '学习报告',
    transcript: '成绩单',
    certificate: '证书',
    assessmentReport: '测评报告',
    workSample: '作品',
  },
  open: '打开',
  openNamed: '打开 {{title}}',
  total_one: '共 {{count}} 份档案',
  total_other: '共 {{count}} 份档案',
  loadFailed: '档案加载失败。',
  emptyTitle: '暂无档案',
  emptyFilteredTitle: '没有符合条件的档案',
  emptyBody: '老师为孩子添加报告、成绩单或证书后，会显示在这里。',
  previewLoading: '正在加载预览',
  previewFailed: '该文件无法预览，请重试，或联系顾问索取副本。',
  sheetEmpty: '该表格没有内容。',
};

import type { faculty as english } from '../en/faculty.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const faculty: Catalogue<typeof english> = {
  metaTitle: '师资团队 · 博睿学院',
  metaDescription: '认识博睿学院的老师：经验丰富的学科专家，陪伴 K-12 资优学生成长的导师。',
  eyebrow: '加入教学',
  title: '师资团队',
  count_one: '{{count}} 位老师',
  count_other: '{{count}} 位老师',
  countOfSubject_one: '{{subject}}老师 {{count}} 位',
  countOfSubject_other: '{{subject}}老师 {{count}} 位',
  showAll: '查看全部 {{count}} 位老师',
  filter: {
    label: '按学科查看老师',
    all: '全部学科',
  },
  listSeparator: ' · ',
  courses: '正在招生的课程',
  photoAlt: '{{name}}的照片',
  joinTitle: '想和我们一起教学吗？',
  joinCta: '加入博睿',
  unavailable: {
    title: '师资名单暂时无法显示',
    body: '请稍后再试。',
  },
};

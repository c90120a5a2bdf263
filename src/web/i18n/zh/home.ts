import type { home as english } from '../en/home.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const home: Catalogue<typeof english> = {
  metaTitle: '博睿学院 · 面向 K-12 资优学生的在线课程',
  metaDescription: '为 K-12 资优学生提供直播小班课、一对一导师指导与入学测评，由经验丰富的老师以中英双语授课。',
  hero: {
    heading: '博睿学院 · 面向 K-12 资优学生的在线学院',
    label: '精选推荐',
    slide: '第 {{index}} 张，共 {{count}} 张',
    showSlide: '显示第 {{index}} 张：{{title}}',
    previous: '上一张',
    next: '下一张',
  },
  intro: {
    eyebrow: '为什么选择博睿',
    cta: '了解学院',
  },
  subjects: {
    eyebrow: '学科',
    title: '让好奇心走得更远',
    showAll: '查看全部 {{count}} 个学科',
  },
  products: {
    eyebrow: '课程',
    title: '精选课程',
    lead: '直播小班课与一对一项目，贴合学年节奏安排。',
    cta: '查看全部课程',
  },
  sharings: {
    eyebrow: '家长心声',
    title: '听听家长和学生怎么说',
  },
  unavailable: {
    title: '首页暂时无法显示',
    body: '页面暂时没有加载成功，请稍后再试。',
  },
};

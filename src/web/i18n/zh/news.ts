import type { news as english } from '../en/news.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const news: Catalogue<typeof english> = {
  metaTitle: '新闻与活动 · 博睿学院',
  metaDescription: '博睿学院的营地、开放日与文章：面向 K-12 资优学生的在线学院。',
  eyebrow: '学院动态',
  title: '新闻与活动',
  lead: '学院近期的活动安排，以及老师们的最新文章。',
  events: {
    title: '活动',
    all: '全部活动',
  },
  blog: {
    title: '博客文章',
    all: '全部文章',
  },
  readMore: '阅读全文',
  empty: '这里暂时还没有内容，请稍后再来看看。',
};

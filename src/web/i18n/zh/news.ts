import type { news as english } from '../en/news.ts';
import type { Catalogue } from '../catalogue-shape.ts';

export const news: Catalogue<typeof english> = {
  metaTitle: '新闻与活动 · 博睿学院',
  metaDescription: '博睿学院的开放日、家长讲座、集训营与文章：面向 K-12 资优学生的在线学院。',
  eyebrow: '学院动态',
  title: '新闻与活动',
  lead: '学院近期的活动安排，以及老师们的最新文章。',
  kind: {
    event: '活动',
    blog: '博客',
    news: '新闻',
  },
  events: {
    upcoming: '近期活动',
    past: '往期活动',
    noneUpcoming: '近期暂无活动安排。新的活动会第一时间在这里公布。',
    all: '全部活动',
  },
  blog: {
    title: '博客文章',
    all: '全部文章',
    latest: '最新文章',
  },
  news: {
    title: '学院新闻',
  },
  event: {
    details: '活动详情',
    whenLabel: '时间',
    whereLabel: '地点',
    when: '{{day}} {{start}}–{{end}}',
    whenDays: '{{first}}至{{last}}，每天 {{start}}–{{end}}',
    timeZone: '北京时间',
    register: '立即报名',
    registerByMail: '发邮件报名',
    ended: '本次活动已经结束。',
  },
  article: {
    back: '新闻与活动',
    published: '发布于 {{date}}',
    metaTitle: '{{title}} · 博睿学院',
    notFoundTitle: '没有找到这篇文章',
    notFoundBody: '文章可能已下线，或链接不完整。最新的新闻与活动请见新闻页面。',
    notFoundMetaTitle: '未找到文章 · 博睿学院',
    moreOf: {
      event: '查看全部活动',
      blog: '阅读更多博客文章',
      news: '更多新闻与活动',
    },
  },
  readMore: '阅读全文',
  empty: '这里暂时还没有内容，请稍后再来看看。',
};

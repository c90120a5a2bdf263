import type { PagePlan } from '../page-plan.ts';

export const BLOG_PAGE: PagePlan = {
  slug: 'blog',
  title: { en: 'The Everbright Blog', zh: '博睿博客' },
  description: {
    en: 'Articles from Everbright teachers on problem solving, reading, science at home and choosing between AP and IB.',
    zh: '博睿老师撰写的文章：解题之道、阅读、在家做科学，以及如何在 AP 与 IB 之间做选择。',
  },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'blog-banner',
      module: { en: 'Blog', zh: '博客' },
      title: { en: 'Notes from our classrooms', zh: '来自课堂的随笔' },
      details: {
        en: '<p>Ideas, advice and the occasional favourite problem, written by our teachers.</p>',
        zh: '<p>老师们写下的想法、建议，偶尔还有他们最喜欢的一道题。</p>',
      },
      fontSize: 36,
      align: 'left',
    },
    {
      imageLocation: 'right',
      picture: 'mission',
      module: { en: 'Ask us', zh: '欢迎提问' },
      title: { en: 'Questions about something you read?', zh: '对文章内容有疑问？' },
      details: {
        en: '<p>Our teachers and advisers are happy to talk through any article with your family, from choosing between AP and IB to a problem that kept you up at night. Every post has its own page below.</p>',
        zh: '<p>无论是在 AP 与 IB 之间如何选择，还是一道让您辗转难眠的题目，我们的老师和顾问都乐意与您的家庭聊聊。每篇文章都有独立页面，见下方。</p>',
      },
      button: { url: '/contact', text: { en: 'Talk to an adviser', zh: '咨询顾问' } },
    },
  ],
};

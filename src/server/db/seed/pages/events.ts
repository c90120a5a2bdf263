import type { PagePlan } from '../page-plan.ts';

export const EVENTS_PAGE: PagePlan = {
  slug: 'events',
  title: { en: 'Events, Camps and Open Days', zh: '活动、集训营与开放日' },
  description: {
    en: 'Olympiad preparation camps, online open days, parent seminars and student showcases at Everbright Academy.',
    zh: '博睿学院的奥赛集训营、线上开放日、家长讲座和学生成果展。',
  },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'events-banner',
      module: { en: 'Events', zh: '活动' },
      title: { en: 'Come and see how we teach', zh: '来看看我们怎样上课' },
      details: {
        en: '<p>Camps, open classes and talks for students and parents, all online and most of them free.</p>',
        zh: '<p>面向学生和家长的集训营、公开课与讲座，全部在线举行，大多免费。</p>',
      },
      fontSize: 36,
      align: 'left',
    },
    {
      imageLocation: 'upper',
      picture: 'olympiad-camp',
      module: { en: 'Camps', zh: '集训营' },
      title: { en: 'Olympiad preparation camps', zh: '奥赛备战集训营' },
      subTitle: { en: 'Winter and summer, five days each', zh: '寒暑假各一期，每期五天' },
      details: {
        en: `<p>Five mornings of problems, lectures and a mock contest, in mathematics, physics, chemistry, biology or informatics. Each camp ends with a review session where students present their favourite solution.</p><ul><li>Groups by level, decided by a short entry quiz</li><li>Teachers who have coached national teams</li><li>Places are limited to 24 students per subject</li></ul>`,
        zh: `<p>连续五个上午的习题、讲座和模拟赛，科目包括数学、物理、化学、生物和信息学。每期集训营最后有一次复盘课，学生展示自己最得意的解法。</p><ul><li>通过简短的入营小测按水平分组</li><li>教练曾执教国家队</li><li>每个学科限 24 人</li></ul>`,
      },
      button: { url: '/programs', text: { en: 'See current courses', zh: '查看在售课程' } },
    },
    {
      imageLocation: 'left',
      picture: 'open-day',
      module: { en: 'Open days', zh: '开放日' },
      title: { en: 'Online open days', zh: '线上开放日' },
      details: {
        en: '<p>Once a month, families can sit in on a real Insights class, meet the teachers and ask an adviser anything. Open classes are listed in the Insights timetable on weekends.</p>',
        zh: '<p>每月一次，家庭可以旁听一节真实的洞见小班课，认识老师，并向顾问提出任何问题。公开课时间见周末的洞见小班课表。</p>',
      },
      button: { url: '/insights', text: { en: 'View the timetable', zh: '查看课表' } },
    },
    {
      imageLocation: 'right',
      picture: 'parent-seminar',
      module: { en: 'For parents', zh: '家长讲座' },
      title: { en: 'Parent seminars', zh: '家长讲座' },
      details: {
        en: `<p>Short evening talks by our teachers and advisers:</p><ul><li>Raising a gifted child without burnout</li><li>AMC, AP, IB or A-Level: understanding the pathways</li><li>Reading a placement report</li></ul>`,
        zh: `<p>由老师和顾问主讲的简短晚间讲座：</p><ul><li>如何养育资优孩子，又不让他们身心俱疲</li><li>AMC、AP、IB 还是 A-Level：读懂不同的升学路径</li><li>如何读懂分级测评报告</li></ul>`,
      },
    },
    {
      imageLocation: 'below',
      picture: 'showcase',
      module: { en: 'Showcase', zh: '成果展' },
      title: { en: 'Student showcase', zh: '学生成果展' },
      details: {
        en: '<p>Twice a year, in June and December, Inspire students present their research and projects to families and invited guests. Past talks ranged from traffic simulations to the chemistry of tea.</p>',
        zh: '<p>每年六月和十二月，启发精品的学生向家长和嘉宾展示自己的研究与项目。往年的报告题目从交通流模拟到茶叶中的化学，应有尽有。</p>',
      },
      align: 'center',
    },
  ],
};

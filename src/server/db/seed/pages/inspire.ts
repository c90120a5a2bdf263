import { CourseType, ProductCategory } from '../../../../shared/catalogue.ts';
import type { PagePlan } from '../page-plan.ts';

export const INSPIRE_PAGE: PagePlan = {
  slug: 'inspire',
  title: { en: 'Inspire Mentoring Programme', zh: '启发精品导师项目' },
  description: {
    en: 'Inspire: one-to-one or pair mentoring of 20 to 64 hours for gifted students, from olympiad preparation to independent research.',
    zh: '启发精品：面向资优学生的一对一或一对二导师辅导，20 至 64 小时，从奥赛备战到独立研究。',
  },
  timetables: ['inspire'],
  goods: { categoryId: ProductCategory.Inspire, courseType: CourseType.Inspire },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'inspire-banner',
      module: { en: 'Inspire', zh: '启发精品' },
      title: { en: 'Learning shaped around one student', zh: '围绕一个孩子设计的学习' },
      subTitle: { en: 'One or two students with a mentor, 20 to 64 hours', zh: '1 至 2 名学生配一位导师，20 至 64 小时' },
      details: {
        en: '<p>For the student who is years ahead, who has a project in mind, or who simply needs a pace of their own.</p>',
        zh: '<p>适合超前好几年的孩子、心里已经有想做的项目的孩子，或者只是需要自己节奏的孩子。</p>',
      },
      fontSize: 36,
      align: 'left',
    },
    {
      imageLocation: 'left',
      picture: 'inspire-planning',
      module: { en: 'Planning', zh: '项目规划' },
      title: { en: 'How an Inspire plan comes together', zh: '启发精品计划是如何形成的' },
      details: {
        en: `<ol><li><strong>Tell us what you need.</strong> A short questionnaire and any documents you want to share.</li><li><strong>Meet an adviser.</strong> We talk through goals, interests and time available.</li><li><strong>Match a mentor.</strong> We propose a teacher and arrange a three-way meeting with the family.</li><li><strong>Agree the plan.</strong> Hours, milestones and what success looks like, written down.</li></ol>`,
        zh: `<ol><li><strong>告诉我们您的需求。</strong>填写一份简短问卷，并上传想分享的资料。</li><li><strong>与顾问沟通。</strong>一起梳理目标、兴趣和可用时间。</li><li><strong>匹配导师。</strong>我们推荐老师，并安排家庭、顾问与导师的三方会谈。</li><li><strong>确定计划。</strong>课时、阶段目标以及什么算成功，都白纸黑字写下来。</li></ol>`,
      },
    },
    {
      imageLocation: 'right',
      picture: 'inspire-research',
      module: { en: 'Outcomes', zh: '学习成果' },
      title: { en: 'What students build', zh: '学生们做出了什么' },
      details: {
        en: `<ul><li>Research papers and science-fair posters</li><li>Olympiad campaigns, from the first qualifier to the national round</li><li>Writing portfolios and essay-prize entries</li><li>Acceleration through a full AP or A-Level syllabus</li></ul><p>Mentees also join shared seminars every other week, listed in the calendar below.</p>`,
        zh: `<ul><li>研究论文与科学展海报</li><li>从第一轮选拔赛到全国决赛的奥赛备战</li><li>写作作品集与论文奖参赛作品</li><li>提前学完整门 AP 或 A-Level 课程</li></ul><p>学员每两周还会参加一次公共研讨课，时间见下方日历。</p>`,
      },
    },
    {
      imageLocation: 'upper',
      picture: 'inspire-hours',
      module: { en: 'Hours', zh: '课时' },
      title: { en: 'Hours that fit', zh: '灵活的课时' },
      details: {
        en: '<p>Inspire is sold in packages of 20, 32, 48 or 64 hours, used within twelve months. Sessions are booked with your mentor and can move around exams and holidays.</p>',
        zh: '<p>启发精品按 20、32、48 或 64 小时的课时包购买，十二个月内有效。上课时间与导师预约，可以根据考试和假期灵活调整。</p>',
      },
      button: { url: '/apply/inspire', text: { en: 'Start an Inspire plan', zh: '开始定制计划' } },
    },
  ],
};

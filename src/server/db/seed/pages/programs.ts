import { CourseType, ProductCategory } from '../../../../shared/catalogue.ts';
import type { PagePlan } from '../page-plan.ts';

export const PROGRAMS_PAGE: PagePlan = {
  slug: 'programs',
  title: { en: 'Programs: Insights and Inspire', zh: '课程项目：洞见小班与启发精品' },
  description: {
    en: 'Two ways to learn at Everbright: Insights small-group courses of 4-8 students, and Inspire one-to-one or pair mentoring of 20-64 hours.',
    zh: '在博睿的两种学习方式：4 至 8 人的洞见小班课程，以及 20 至 64 小时、一对一或一对二的启发精品导师项目。',
  },
  timetables: ['insights', 'inspire'],
  goods: { categoryId: ProductCategory.Insights, courseType: CourseType.Insights },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'programs-banner',
      module: { en: 'Programs', zh: '课程项目' },
      title: { en: 'Two ways to learn with us', zh: '两种学习方式' },
      details: {
        en: '<p>Learn together in a small group, or work closely with a mentor on a plan made for one student.</p>',
        zh: '<p>可以在小班里一起学习，也可以和导师一起，按照为孩子量身定制的计划深入学习。</p>',
      },
      fontSize: 40,
      align: 'left',
    },
    {
      imageLocation: 'left',
      picture: 'insights-group',
      module: { en: 'Insights', zh: '洞见小班' },
      title: { en: 'Small groups of four to eight', zh: '4 至 8 人小班' },
      subTitle: { en: 'Weekly live classes over 10 to 16 weeks', zh: '每周直播上课，为期 10 至 16 周' },
      details: {
        en: '<p>Insights courses follow a published syllabus and meet once a week. Groups are small enough for every student to speak in every class and large enough for good discussions. Seats are limited, so the number left is shown on each course.</p>',
        zh: '<p>洞见小班按公开的教学大纲授课，每周一次。班级足够小，每位同学每节课都有发言机会；也足够大，能讨论得热烈。名额有限，每门课都会显示剩余名额。</p>',
      },
      button: { url: '/insights', text: { en: 'Explore Insights', zh: '了解洞见小班' } },
    },
    {
      imageLocation: 'right',
      picture: 'inspire-mentor',
      module: { en: 'Inspire', zh: '启发精品' },
      title: { en: 'One or two students, 20 to 64 hours', zh: '1 至 2 名学生，20 至 64 小时' },
      subTitle: { en: 'Mentoring planned around your child', zh: '围绕孩子量身规划的导师辅导' },
      details: {
        en: '<p>Inspire is for students who need a different pace or want to build something of their own: a research paper, an olympiad campaign, a writing portfolio. An adviser listens first, then we match a mentor and agree a plan together.</p>',
        zh: '<p>启发精品适合需要不同学习节奏、或想做出属于自己成果的学生：一篇研究论文、一次奥赛冲刺、一份写作作品集。顾问先倾听需求，再匹配导师，共同制定计划。</p>',
      },
      button: { url: '/inspire', text: { en: 'Explore Inspire', zh: '了解启发精品' } },
    },
    {
      imageLocation: 'upper',
      picture: 'programs-compare',
      module: { en: 'Choosing', zh: '如何选择' },
      title: { en: 'Which programme suits your child?', zh: '哪个项目更适合您的孩子？' },
      details: {
        en: `<ul><li><strong>Choose Insights</strong> if your child enjoys discussion, likes a clear weekly rhythm and is working towards a course or competition with a fixed date.</li><li><strong>Choose Inspire</strong> if your child is far ahead of their age group, has a project in mind or needs a timetable that moves with them.</li><li><strong>Not sure?</strong> The placement report recommends one, and many students take both.</li></ul>`,
        zh: `<ul><li><strong>选择洞见小班：</strong>孩子喜欢讨论、习惯每周固定的节奏，或正在备战有固定日期的课程或竞赛。</li><li><strong>选择启发精品：</strong>孩子明显超前于同龄人、已经有想做的项目，或需要能随时调整的课表。</li><li><strong>拿不准？</strong>测评报告会给出建议，很多学生两个项目都会参加。</li></ul>`,
      },
    },
    {
      imageLocation: 'below',
      picture: 'programs-fees',
      module: { en: 'Fees', zh: '费用说明' },
      title: { en: 'Fees and refunds', zh: '费用与退款' },
      details: {
        en: `<p>Tuition is shown on each course. If plans change:</p><ul><li><strong>100%</strong> of tuition is refunded if you ask 30 days or more before the first class</li><li><strong>90%</strong> from 16 days before</li><li><strong>50%</strong> from 1 day before</li><li>no refund once the course has started</li></ul><p>The application fee is not refundable. Refunds are processed within five business days; card fees are borne by the family.</p>`,
        zh: `<p>各课程页面均标明学费。如计划有变：</p><ul><li>首次课前 30 天及以上申请，退还 <strong>100%</strong> 学费</li><li>首次课前 16 天起申请，退还 <strong>90%</strong></li><li>首次课前 1 天起申请，退还 <strong>50%</strong></li><li>课程开始后不予退款</li></ul><p>申请费不予退还。退款将在五个工作日内处理，银行卡手续费由家庭承担。</p>`,
      },
    },
  ],
};

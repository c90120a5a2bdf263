import type { PagePlan } from '../page-plan.ts';

export const ASSESSMENTS_PAGE: PagePlan = {
  slug: 'assessments',
  title: { en: 'Placement Assessments', zh: '分级测评' },
  description: {
    en: 'A friendly online placement assessment in two to four subjects, followed by a written report that recommends the right course and level.',
    zh: '轻松的在线分级测评，可选两至四门学科，测评后提供书面报告，推荐合适的课程与难度。',
  },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'assessment-banner',
      module: { en: 'Assessments', zh: '测评' },
      title: { en: 'Find the right starting point', zh: '找到合适的起点' },
      subTitle: { en: 'Every new student begins with a placement assessment', zh: '每位新同学都从一次分级测评开始' },
      details: {
        en: '<p>It is not an entrance exam. It is a conversation with problems in it, designed to show how your child thinks.</p>',
        zh: '<p>这不是入学考试，而是一场夹着题目的对话，目的是看清孩子是怎样思考的。</p>',
      },
      button: { url: '/apply/evaluation', text: { en: 'Book an assessment', zh: '预约测评' } },
      fontSize: 36,
      align: 'left',
    },
    {
      imageLocation: 'left',
      picture: 'assessment-steps',
      module: { en: 'How it works', zh: '测评流程' },
      title: { en: 'Four steps, about two weeks', zh: '四个步骤，约两周完成' },
      details: {
        en: `<ol><li><strong>Book online.</strong> Choose two to four subjects and tell us a little about your child.</li><li><strong>Short questionnaire.</strong> We ask about interests, school and any previous competitions.</li><li><strong>Live assessment.</strong> 45 minutes per subject with one of our teachers, on camera, at a time that suits you.</li><li><strong>Written report.</strong> Within five working days, followed by an optional call with an adviser.</li></ol>`,
        zh: `<ol><li><strong>在线预约。</strong>选择两至四门学科，并简单介绍一下孩子。</li><li><strong>简短问卷。</strong>了解孩子的兴趣、就读学校和以往的竞赛经历。</li><li><strong>直播测评。</strong>每门学科 45 分钟，由我们的老师在线进行，时间由您选择。</li><li><strong>书面报告。</strong>五个工作日内送达，之后可预约顾问电话沟通。</li></ol>`,
      },
    },
    {
      imageLocation: 'right',
      picture: 'assessment-subjects',
      module: { en: 'Subjects', zh: '测评学科' },
      title: { en: 'What we assess', zh: '我们测评哪些学科' },
      details: {
        en: `<ul><li>Mathematics, from early number sense to olympiad problem solving</li><li>Physics, chemistry and biology, from Grade 5</li><li>Computer science: logical thinking for beginners, programming for coders</li><li>English writing: a short piece written in the session</li><li>Economics, from Grade 9</li></ul><p>Students in kindergarten to Grade 2 take a combined, play-based session instead.</p>`,
        zh: `<ul><li>数学：从早期数感到奥赛解题</li><li>物理、化学、生物：五年级起</li><li>计算机科学：零基础考逻辑思维，有基础考编程</li><li>英文写作：在测评中当场完成一篇短文</li><li>经济学：九年级起</li></ul><p>幼儿园至二年级的孩子参加一次以游戏为主的综合测评。</p>`,
      },
    },
    {
      imageLocation: 'below',
      picture: 'assessment-report',
      module: { en: 'The report', zh: '测评报告' },
      title: { en: 'What the report tells you', zh: '报告会告诉您什么' },
      details: {
        en: `<p>Each report is written by the teacher who met your child, not generated from a score. It covers:</p><ul><li>strengths, with examples from the session</li><li>habits worth working on, such as rushing or skipping steps</li><li>a recommended course and level in each subject</li><li>ideas for reading and practice at home</li></ul>`,
        zh: `<p>每份报告都由见过孩子的老师亲笔撰写，而不是由分数自动生成。内容包括：</p><ul><li>优势，并附测评中的具体例子</li><li>值得改进的习惯，例如急于求成、跳步骤</li><li>各学科推荐的课程与难度</li><li>在家阅读和练习的建议</li></ul>`,
      },
      button: { url: '/apply/evaluation', text: { en: 'Book an assessment', zh: '预约测评' } },
    },
  ],
};

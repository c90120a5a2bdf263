import type { PagePlan } from '../page-plan.ts';

export const ABOUT_PAGE: PagePlan = {
  slug: 'about',
  title: { en: 'About Everbright Academy', zh: '关于博睿学院' },
  description: {
    en: 'Everbright Academy teaches gifted K-12 students in small live online classes. Read about our mission, our story since 2016 and how we teach.',
    zh: '博睿学院以小班直播课教授学有余力的 K-12 学生。了解我们的使命、自 2016 年以来的故事和教学方式。',
  },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'about-banner',
      module: { en: 'About us', zh: '关于我们' },
      title: { en: 'Where curious minds go further', zh: '让好奇心走得更远' },
      subTitle: { en: 'An online academy for gifted students from kindergarten to Grade 12', zh: '面向幼儿园至十二年级资优学生的在线学院' },
      details: {
        en: '<p>We believe a child who learns quickly deserves more than more of the same. At Everbright, they find harder questions, patient teachers and classmates who think the way they do.</p>',
        zh: '<p>我们相信，学得快的孩子需要的不是更多重复练习。在博睿，他们会遇到更难的问题、更有耐心的老师，以及和自己想法相近的同伴。</p>',
      },
      fontSize: 40,
      align: 'left',
    },
    {
      imageLocation: 'left',
      picture: 'mission',
      module: { en: 'Our mission', zh: '我们的使命' },
      title: { en: 'Depth before speed', zh: '先求深，再求快' },
      details: {
        en: `<p>Gifted students are often pushed to race ahead through the syllabus. We prefer to take them <strong>deeper</strong>: to understand why a method works, to connect ideas across subjects and to enjoy a problem that does not give way at once.</p>
<p>Our goal is not a trophy cabinet, although our students win their share of medals. It is young people who are confident, kind to each other and still curious at eighteen.</p>`,
        zh: `<p>资优学生常常被推着在课程表上一路狂奔。我们更愿意带他们<strong>向深处走</strong>：理解方法为什么有效，把不同学科的想法联系起来，享受一道不会马上被解开的难题。</p>
<p>我们的目标不是满柜子的奖杯，尽管学生们也拿过不少奖牌；我们希望培养的是自信、友善、到十八岁依然好奇的年轻人。</p>`,
      },
    },
    {
      imageLocation: 'right',
      picture: 'story',
      module: { en: 'Our story', zh: '我们的故事' },
      title: { en: 'From one maths circle to a whole academy', zh: '从一个数学小组到一所学院' },
      subTitle: { en: 'Teaching online since 2016', zh: '自 2016 年开始在线教学' },
      details: {
        en: `<p>Everbright began in 2016 as a Saturday maths circle of six students and two teachers, meeting on a video call because the families lived in four different cities.</p>
<ul><li><strong>2016:</strong> the first maths circle and the first AMC 8 class</li><li><strong>2018:</strong> physics, chemistry and computer science join the timetable</li><li><strong>2020:</strong> the Inspire programme for one-to-one research mentoring</li><li><strong>2023:</strong> writing, debate and economics courses</li><li><strong>Today:</strong> 42 teachers and families in more than twenty countries</li></ul>`,
        zh: `<p>博睿始于 2016 年：一个周六的数学小组，六名学生、两位老师，因为几个家庭分散在四座城市，只好在视频会议里上课。</p>
<ul><li><strong>2016 年：</strong>第一个数学小组和第一期 AMC 8 班</li><li><strong>2018 年：</strong>物理、化学和计算机科学加入课表</li><li><strong>2020 年：</strong>推出一对一研究导师项目“启发精品”</li><li><strong>2023 年：</strong>开设写作、辩论与经济学课程</li><li><strong>今天：</strong>42 位老师，家庭遍布二十多个国家和地区</li></ul>`,
      },
    },
    {
      imageLocation: 'upper',
      picture: 'approach',
      module: { en: 'Our approach', zh: '我们的教学方式' },
      title: { en: 'How a class at Everbright feels', zh: '博睿的课堂是什么样的' },
      details: {
        en: `<ul><li><strong>Small and live.</strong> Four to eight students in Insights, one or two in Inspire. Cameras on, everyone talks.</li><li><strong>Problems first.</strong> Lessons start from a question worth arguing about, not from a slide of formulas.</li><li><strong>Feedback families can use.</strong> Short written notes after each unit and a fuller report every term.</li><li><strong>Right level, right pace.</strong> Every new student starts with a placement assessment.</li></ul>`,
        zh: `<ul><li><strong>小班直播。</strong>洞见小班 4 至 8 人，启发精品 1 至 2 人。打开摄像头，人人发言。</li><li><strong>从问题出发。</strong>课堂从一个值得讨论的问题开始，而不是一页公式。</li><li><strong>家长用得上的反馈。</strong>每个单元后有简短的书面反馈，每学期有一份完整报告。</li><li><strong>合适的难度与节奏。</strong>每位新同学都从一次分级测评开始。</li></ul>`,
      },
    },
    {
      imageLocation: 'below',
      picture: 'faculty-collage',
      module: { en: 'Our people', zh: '我们的团队' },
      title: { en: 'Meet the teachers', zh: '认识我们的老师' },
      details: {
        en: '<p>Olympiad medallists, researchers and experienced school teachers, chosen as much for their patience as for their qualifications.</p>',
        zh: '<p>他们中有奥赛奖牌得主、科研人员和经验丰富的中学教师；我们选择他们，既看学历，也看耐心。</p>',
      },
      button: { url: '/faculty', text: { en: 'Meet our faculty', zh: '认识师资团队' } },
      align: 'center',
    },
  ],
};

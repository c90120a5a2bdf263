import { MON, SAT, signUpByMail, THU, WED, type ArticlePlan } from './article-plan.ts';

const ONLINE = { en: 'Online (the link comes with your confirmation)', zh: '线上（报名确认邮件中附链接）' };

/** Events around the seed day: a few already held, the rest still to come. */
export const EVENT_ARTICLES: ArticlePlan[] = [
  {
    kind: 'event',
    slug: 'open-day-sit-in-on-an-insights-class',
    publishedDaysAgo: 12,
    title: { en: 'Online open day: sit in on an Insights class', zh: '线上开放日：旁听一节洞见小班课' },
    summary: {
      en: 'Watch a real small-group class, meet two of our teachers and put your questions to an adviser.',
      zh: '旁听一节真实的小班课，认识两位老师，并向顾问提出您的问题。',
    },
    body: {
      en: `<p>Once a month we open an Insights class to visiting families. Your child joins the lesson with the regular group, and you watch from a parents' room with an adviser beside you.</p>
<h3>The morning</h3>
<ul><li><strong>10:00</strong> A 45-minute mathematics or science class, chosen by your child's grade</li><li><strong>10:50</strong> Questions for the teachers, without the students</li><li><strong>11:10</strong> Placement, timetables and fees with an adviser</li></ul>
<p>Places are limited to twelve families so that every question gets an answer. Please tell us your child's grade when you sign up.</p>`,
      zh: `<p>每月一次，我们向来访家庭开放一节洞见小班课。孩子与班上同学一起上课，家长则在顾问的陪同下于家长室旁听。</p>
<h3>当天安排</h3>
<ul><li><strong>10:00</strong> 一节 45 分钟的数学或科学课，按孩子的年级安排</li><li><strong>10:50</strong> 家长与老师交流（学生不参加）</li><li><strong>11:10</strong> 与顾问聊分级、课表与费用</li></ul>
<p>为保证每个问题都能得到解答，每场限 12 个家庭。报名时请注明孩子的年级。</p>`,
    },
    picture: 'open-day',
    event: {
      inDays: 6,
      weekday: SAT,
      start: '10:00',
      end: '11:30',
      location: ONLINE,
      registrationUrl: signUpByMail('Open day'),
    },
  },
  {
    kind: 'event',
    slug: 'parent-seminar-understanding-the-pathways',
    publishedDaysAgo: 9,
    title: {
      en: 'Parent seminar: AMC, AP, IB or A-Level, understanding the pathways',
      zh: '家长讲座：AMC、AP、IB 还是 A-Level，读懂升学路径',
    },
    summary: {
      en: 'An evening talk on how contests and school curricula fit together, and what universities look for.',
      zh: '一场晚间讲座：竞赛与学校课程如何衔接，大学又看重什么。',
    },
    body: {
      en: `<p>Families often ask us which path is "best". The honest answer is that it depends on the child, and that most paths combine well. Our academic adviser James K. and Dr. Ethan R., Head of Mathematics, explain how the pieces fit.</p>
<ul><li>What AMC, AIME and the olympiads add to a school record</li><li>AP and IB side by side: depth against breadth</li><li>IGCSE and A-Level for families in British-system schools</li><li>Planning a year without overloading a twelve-year-old</li></ul>
<p>The talk lasts 45 minutes, followed by questions. It is given in English with Chinese slides.</p>`,
      zh: `<p>家长常问我们哪条路“最好”。坦白说，这取决于孩子，而且大多数路径可以很好地结合。学术顾问 James K. 与数学系主任 Ethan R. 博士将讲解各部分如何衔接。</p>
<ul><li>AMC、AIME 与学科奥赛能为学业档案增添什么</li><li>AP 与 IB 对比：深度与广度</li><li>就读英式体系学校的家庭如何看待 IGCSE 与 A-Level</li><li>如何规划一学年，又不让十二岁的孩子负担过重</li></ul>
<p>讲座约 45 分钟，之后为问答环节。讲座以英文进行，配中文幻灯片。</p>`,
    },
    picture: 'parent-seminar',
    event: {
      inDays: 13,
      weekday: WED,
      start: '19:30',
      end: '20:45',
      location: ONLINE,
      registrationUrl: signUpByMail('Parent seminar: pathways'),
    },
  },
  {
    kind: 'event',
    slug: 'olympiad-preparation-camp',
    publishedDaysAgo: 20,
    title: { en: 'Olympiad preparation camp', zh: '奥赛备战集训营' },
    summary: {
      en: 'Five mornings of problems, lectures and a mock contest in mathematics, physics, chemistry, biology or informatics.',
      zh: '连续五个上午的习题、讲座与模拟赛，科目包括数学、物理、化学、生物和信息学。',
    },
    body: {
      en: `<p>Our camps are built around one idea: students learn most when they attempt hard problems first and hear the lecture afterwards. Each morning starts with a problem set, continues with a lecture on the ideas behind it and ends with a short review.</p>
<ul><li>Groups by level, decided by a short entry quiz</li><li>Teachers who have coached national teams</li><li>A mock contest on the fourth day, reviewed line by line on the fifth</li><li>At most 24 students per subject</li></ul>
<p>The camp is open to students in Grades 6 to 12. Tell us the subject and your child's grade when you sign up, and we will send the entry quiz.</p>`,
      zh: `<p>我们的集训营围绕一个理念设计：学生先挑战难题、再听讲解，收获最大。每天上午先做题，再听讲题目背后的思想，最后做简短复盘。</p>
<ul><li>通过简短的入营小测按水平分组</li><li>教练曾执教国家队</li><li>第四天模拟赛，第五天逐题讲评</li><li>每个学科最多 24 名学生</li></ul>
<p>集训营面向六至十二年级学生。报名时请告诉我们科目和孩子的年级，我们会发送入营小测。</p>`,
    },
    picture: 'olympiad-camp',
    event: {
      inDays: 34,
      weekday: MON,
      start: '09:00',
      end: '12:00',
      days: 5,
      location: ONLINE,
      registrationUrl: signUpByMail('Olympiad camp'),
    },
  },
  {
    kind: 'event',
    slug: 'inspire-student-showcase',
    publishedDaysAgo: 6,
    title: { en: 'Inspire student showcase', zh: '启发精品学生成果展' },
    summary: {
      en: 'Inspire students present their research and projects to families and invited guests.',
      zh: '启发精品的学生向家长和嘉宾展示自己的研究与项目。',
    },
    body: {
      en: `<p>Twice a year, in June and December, Inspire students present what they have built, measured or written with their mentors. Each talk lasts ten minutes, with five minutes of questions from the audience.</p>
<p>Past talks ranged from traffic simulations and pendulum chaos to the chemistry of tea and a portfolio of short stories. Families of prospective students are welcome to watch.</p>`,
      zh: `<p>每年六月和十二月，启发精品的学生展示他们与导师一起完成的作品、测量或写作。每场报告十分钟，另有五分钟现场提问。</p>
<p>往届报告题目从交通流模拟、单摆的混沌现象到茶叶中的化学，还有短篇小说作品集。欢迎有意报读的家庭前来观看。</p>`,
    },
    picture: 'showcase',
    event: {
      inDays: 55,
      weekday: SAT,
      start: '14:00',
      end: '17:00',
      location: ONLINE,
      registrationUrl: signUpByMail('Inspire student showcase'),
    },
  },
  {
    kind: 'event',
    slug: 'parent-seminar-gifted-without-burnout',
    publishedDaysAgo: 40,
    title: { en: 'Parent seminar: raising a gifted child without burnout', zh: '家长讲座：养育资优孩子，不让他们身心俱疲' },
    summary: {
      en: 'How to keep ambition and rest in balance, with practical ideas for busy school weeks.',
      zh: '如何在进取与休息之间取得平衡，以及忙碌学期中的实用做法。',
    },
    body: {
      en: `<p>Gifted children often set themselves high standards. This seminar looked at the signs of overload and at simple habits that protect curiosity: protected free time, fewer but deeper commitments, and conversations about effort rather than results.</p>
<p>Thank you to the 60 families who joined. The slides are available from your adviser.</p>`,
      zh: `<p>资优孩子往往对自己要求很高。本次讲座介绍了负担过重的信号，以及保护好奇心的简单习惯：留出不被打扰的自由时间、少而精的安排，以及多谈努力、少谈结果的对话。</p>
<p>感谢 60 个家庭的参与。讲座幻灯片可向您的顾问索取。</p>`,
    },
    picture: 'parent-seminar',
    event: {
      inDays: -11,
      weekday: THU,
      start: '19:30',
      end: '20:30',
      location: ONLINE,
      registrationUrl: '',
    },
  },
  {
    kind: 'event',
    slug: 'amc-mock-contest-day',
    publishedDaysAgo: 45,
    title: { en: 'AMC mock contest day', zh: 'AMC 模拟竞赛日' },
    summary: {
      en: 'A full AMC 8 and AMC 10 paper under contest conditions, with a review of the hardest problems.',
      zh: '在正式竞赛条件下完成一整套 AMC 8 或 AMC 10 试卷，并讲评最难的几道题。',
    },
    body: {
      en: `<p>Students sat a full paper under contest timing, then joined our teachers for a review of the five problems that caught most people out. Every participant received a short written report.</p>
<p>The next mock contest will be announced here. Students enrolled in our AMC courses take part as part of their course.</p>`,
      zh: `<p>学生按正式竞赛时间完成整套试卷，随后与老师一起讲评最多人失分的五道题。每位参赛学生都收到了一份简短的书面报告。</p>
<p>下一次模拟赛将在此公布。报读 AMC 课程的学生可作为课程的一部分参加。</p>`,
    },
    picture: 'assessment-steps',
    event: {
      inDays: -25,
      weekday: SAT,
      start: '09:00',
      end: '11:30',
      location: ONLINE,
      registrationUrl: '',
    },
  },
];

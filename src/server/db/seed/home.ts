import { customerSharings, headPictures, homeSubjects, siteTexts } from '../schema.ts';
import { richText, type Bilingual } from './bilingual.ts';
import { SUBJECTS } from './catalogue.ts';
import { heroImage, sharingAvatar, subjectIcon, type PortraitLook, type SubjectTheme } from './demo-images.ts';
import type { SeedTx } from './seed-transaction.ts';

const SITE_TEXTS: Record<string, Bilingual> = {
  'home.intro.title': {
    en: 'A place where gifted students are understood',
    zh: '在这里，天赋被看见，也被理解',
  },
  'home.intro.body': {
    en: '<p>Since 2016, Everbright Academy has taught curious, fast-moving students from kindergarten to Grade 12 in small live online classes. Our teachers are subject specialists who still love the subject: they set problems worth thinking about, listen to how a child reasons and give every family a clear picture of what comes next.</p>',
    zh: '<p>自 2016 年起，博睿学院以小班直播的形式，为幼儿园至十二年级学有余力、求知欲旺盛的孩子授课。我们的老师都是仍然热爱本学科的专业教师：他们出值得思考的题目，认真倾听孩子的思路，也让每个家庭清楚地知道下一步该怎么走。</p>',
  },
  'faculty.intro': {
    en: 'Our 42 teachers combine deep subject knowledge with years of classroom experience, and many have taught with Everbright since its first year.',
    zh: '我们的 42 位老师既有深厚的学科功底，又有多年的课堂经验，其中不少人从博睿创办第一年起就在这里任教。',
  },
};

const HERO_SLIDES = [
  {
    image: heroImage('programs'),
    title: { en: 'Challenge that feels like play', zh: '有挑战，也有乐趣' },
    subTitle: {
      en: 'Live small-group courses and one-to-one mentoring in mathematics, science, computing and writing.',
      zh: '数学、科学、编程与写作的小班直播课和一对一导师辅导。',
    },
    buttonText: { en: 'Explore programs', zh: '浏览课程项目' },
    buttonUrl: '/programs',
  },
  {
    image: heroImage('assessments'),
    title: { en: 'Start at the right level', zh: '从合适的起点出发' },
    subTitle: {
      en: 'A placement assessment and a written report show where your child is ready to go next.',
      zh: '一次分级测评加一份书面报告，帮您看清孩子下一步适合学什么。',
    },
    buttonText: { en: 'Book an assessment', zh: '预约测评' },
    buttonUrl: '/assessments',
  },
  {
    image: heroImage('about'),
    title: { en: 'Teachers who remember being curious', zh: '懂得好奇心的老师' },
    subTitle: {
      en: 'Meet the academy and the people behind it, teaching gifted students online since 2016.',
      zh: '认识博睿学院和背后的团队：自 2016 年起专注于资优学生的在线教学。',
    },
    buttonText: { en: 'About us', zh: '关于我们' },
    buttonUrl: '/about',
  },
];

const SUBJECT_DESCRIPTIONS: Record<SubjectTheme, Bilingual> = {
  mathematics: { en: 'From number sense to olympiad proofs, with AMC and AIME preparation.', zh: '从数感到奥赛证明，涵盖 AMC 与 AIME 备赛。' },
  physics: { en: 'Mechanics, electricity and real experiments, up to AP and olympiad level.', zh: '力学、电磁学与真实实验，直至 AP 和奥赛水平。' },
  chemistry: { en: 'Kitchen experiments for the young, olympiad chemistry for the keen.', zh: '低年级做厨房实验，高年级挑战化学奥赛。' },
  biology: { en: 'Cells, genetics and ecosystems, explored through real data.', zh: '通过真实数据探索细胞、遗传与生态系统。' },
  'computer-science': { en: 'Python for beginners, algorithms and USACO for contest coders.', zh: '零基础学 Python，竞赛选手练算法、备战 USACO。' },
  writing: { en: 'Persuasive essays, creative writing and debate in English.', zh: '英文说理写作、创意写作与辩论。' },
  economics: { en: 'Thinking like an economist, from markets to game theory.', zh: '像经济学家一样思考，从市场到博弈论。' },
  astronomy: { en: 'Orbits, starlight and the scale of the universe.', zh: '轨道、星光与宇宙的尺度。' },
};

/** Testimonials; `look` describes the illustrated avatar drawn for each. */
export const SHARINGS: { name: Bilingual; role: Bilingual; content: Bilingual; look: PortraitLook }[] = [
  {
    look: { hair: 'bob' },
    name: { en: 'Ms. Chen', zh: '陈女士' },
    role: { en: 'Parent of a Grade 7 student', zh: '七年级学生家长' },
    content: {
      en: 'My daughter used to finish her maths homework in ten minutes and then drift. In the AMC 8 class she met problems that made her stop and think, and classmates who enjoyed them as much as she did.',
      zh: '女儿以前十分钟就写完数学作业，然后就无所事事。在 AMC 8 班上，她第一次遇到让她停下来认真思考的题目，也遇到了和她一样喜欢这些题的同学。',
    },
  },
  {
    look: { hair: 'short' },
    name: { en: 'Daniel L.', zh: 'Daniel L.' },
    role: { en: 'Grade 11 student, Physics Olympiad', zh: '十一年级学生，物理奥赛班' },
    content: {
      en: 'Dr. Helen never just gives the answer. She asks what I would expect to happen, and then we check. It is the first time physics has felt like something I can work out myself.',
      zh: 'Helen 博士从不直接给答案。她会先问我预计会发生什么，然后我们一起验证。这是我第一次觉得物理是自己能推出来的东西。',
    },
  },
  {
    look: { hair: 'short', glasses: true },
    name: { en: 'Mr. and Mrs. Wang', zh: '王先生和王太太' },
    role: { en: 'Parents of a Grade 4 student', zh: '四年级学生家长' },
    content: {
      en: 'The placement report was honest and specific. It told us what our son is strong at, where he rushes, and which course to take next. We have kept every report since.',
      zh: '测评报告坦诚又具体：孩子哪里强、哪里容易急躁、下一步该上什么课，都写得清清楚楚。之后的每一份报告我们都留着。',
    },
  },
  {
    look: { hair: 'long' },
    name: { en: 'Ms. Liu', zh: '刘女士' },
    role: { en: 'Parent of a Grade 10 student, Inspire', zh: '十年级学生家长，启发精品项目' },
    content: {
      en: 'We wanted a research project, not another test-prep class. The adviser listened, matched our son with a mentor who shared his interest in birdsong, and the plan simply made sense.',
      zh: '我们想要的是一个研究项目，而不是又一门应试课。顾问认真听了我们的想法，为儿子匹配了一位同样痴迷鸟鸣研究的导师，整个计划安排得很合理。',
    },
  },
  {
    look: { hair: 'ponytail' },
    name: { en: 'Sophie Z.', zh: 'Sophie Z.' },
    role: { en: 'Grade 9 student, Persuasive Writing & Debate', zh: '九年级学生，说理写作与辩论班' },
    content: {
      en: 'I used to write long essays that said very little. Now I plan the argument first and cut what does not help it. I even won my school debate in the spring.',
      zh: '我以前写的文章又长又空。现在我会先想清楚论证，再删掉没用的部分。今年春天我还赢了学校的辩论赛。',
    },
  },
  {
    look: { hair: 'short', grey: true },
    name: { en: 'Mr. Zhao', zh: '赵先生' },
    role: { en: 'Parent of a Grade 6 student', zh: '六年级学生家长' },
    content: {
      en: 'Classes are small enough that the teacher knows exactly how our son is doing. The feedback after each unit is short, clear and always includes something he can try at home.',
      zh: '班级很小，老师对孩子的情况了如指掌。每个单元结束后的反馈简短清楚，而且总会附上一件孩子在家能动手试试的事。',
    },
  },
];

export async function seedHome(tx: SeedTx) {
  await tx.insert(siteTexts).values(
    Object.entries(SITE_TEXTS).map(([key, value]) => {
      const text = key.endsWith('.body') ? richText(value) : value;
      return { key, valueEn: text.en, valueZh: text.zh };
    }),
  );
  await tx.insert(headPictures).values(
    HERO_SLIDES.map((slide, position) => ({
      position,
      image: slide.image,
      titleEn: slide.title.en,
      titleZh: slide.title.zh,
      subTitleEn: slide.subTitle.en,
      subTitleZh: slide.subTitle.zh,
      buttonTextEn: slide.buttonText.en,
      buttonTextZh: slide.buttonText.zh,
      buttonUrl: slide.buttonUrl,
    })),
  );
  await tx.insert(homeSubjects).values(
    (Object.keys(SUBJECT_DESCRIPTIONS) as SubjectTheme[]).map((subject, position) => ({
      position,
      icon: subjectIcon(subject),
      nameEn: SUBJECTS[subject].en,
      nameZh: SUBJECTS[subject].zh,
      descriptionEn: SUBJECT_DESCRIPTIONS[subject].en,
      descriptionZh: SUBJECT_DESCRIPTIONS[subject].zh,
    })),
  );
  await tx.insert(customerSharings).values(
    SHARINGS.map((sharing, position) => ({
      position,
      avatar: sharingAvatar(position + 1),
      nameEn: sharing.name.en,
      nameZh: sharing.name.zh,
      roleEn: sharing.role.en,
      roleZh: sharing.role.zh,
      contentEn: sharing.content.en,
      contentZh: sharing.content.zh,
    })),
  );
}

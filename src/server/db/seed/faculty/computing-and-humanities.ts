import { teacher, type FacultyPlan } from '../faculty-plan.ts';

export const COMPUTING_AND_HUMANITIES_FACULTY: FacultyPlan[] = [
  {
    name: teacher('Alan K.', { doctor: true }),
    subjects: ['computer-science'],
    look: { hair: 'short', glasses: true },
    biography: {
      en: 'Alan holds a PhD in computer science, specialising in algorithms, and has 11 years of teaching experience. He works as a software engineer and lectures part-time at a university. He has coached USACO students at Everbright since 2017.',
      zh: 'Alan 拥有计算机科学博士学位，研究方向为算法，有 11 年教学经验。他目前是软件工程师，并在大学兼职授课。自 2017 年起，他在博睿指导 USACO 学员。',
    },
  },
  {
    name: teacher('Jessica N.'),
    subjects: ['computer-science'],
    look: { hair: 'long' },
    biography: {
      en: 'Jessica has an MSc in computer science and seven years of experience teaching AP Computer Science A at a high school in Seattle. She believes every first program should be a game. She joined Everbright in 2020 and teaches Python for Young Problem Solvers.',
      zh: 'Jessica 拥有计算机科学硕士学位，在西雅图一所高中教授 AP 计算机科学 A 七年。她相信每个人写的第一个程序都应该是一个游戏。她于 2020 年加入博睿，教授少年 Python 解题编程。',
    },
  },
  {
    name: teacher('Leo F.'),
    subjects: ['computer-science'],
    look: { hair: 'curly' },
    biography: {
      en: 'Leo studied computer science and reached the ICPC World Finals as a university student. He has six years of experience coaching competitive programmers alongside his work as a software engineer. He has been with Everbright since 2021.',
      zh: 'Leo 本科主修计算机科学，大学期间曾闯入 ICPC 全球总决赛。他在担任软件工程师的同时，指导算法竞赛选手已有六年。他自 2021 年起在博睿任教。',
    },
  },
  {
    name: teacher('Min-jun P.', { doctor: true }),
    subjects: ['computer-science'],
    look: { hair: 'short' },
    biography: {
      en: 'Min-jun holds a PhD in machine learning and works as a research scientist. In eight years of teaching he has supervised projects from chatbots to climate models. He joined Everbright in 2022 to mentor Inspire students in computer science.',
      zh: 'Min-jun 拥有机器学习博士学位，目前是一名研究科学家。八年教学中，他指导过从聊天机器人到气候模型的各类项目。他于 2022 年加入博睿，在启发精品项目中指导计算机方向的学生。',
    },
  },
  {
    name: teacher('Ravi T.'),
    subjects: ['computer-science'],
    look: { hair: 'short', beard: true },
    biography: {
      en: 'Ravi holds a master\'s in engineering and has taught computing for 12 years. He is head of computing at an international school in Bangalore and organises its annual hackathon. He has taught at Everbright since 2018.',
      zh: 'Ravi 拥有工程硕士学位，教授计算机课程 12 年，现任班加罗尔一所国际学校的计算机系主任，并负责组织该校一年一度的编程马拉松。他自 2018 年起在博睿任教。',
    },
  },
  {
    name: teacher('Emma L.'),
    subjects: ['computer-science'],
    look: { hair: 'bun' },
    biography: {
      en: 'Emma has an MSc in computer science and five years of experience teaching computing to middle-school students in London. She joined Everbright in 2023 and helps younger students take their first steps in programming.',
      zh: 'Emma 拥有计算机科学硕士学位，在伦敦为初中生教授计算机课程五年。她于 2023 年加入博睿，带领低年级学生迈出编程的第一步。',
    },
  },
  {
    name: teacher('Clara M.'),
    subjects: ['writing'],
    look: { hair: 'bob' },
    biography: {
      en: 'Clara holds an MA in English literature and has taught for 13 years. She is head of English at an international school in Shanghai. A founding teacher, she has been with Everbright since 2016 and built its writing programme.',
      zh: 'Clara 拥有英国文学硕士学位，教龄 13 年，现任上海一所国际学校的英语系主任。她是博睿的创始教师之一，自 2016 年起任教，一手建立了学院的写作课程体系。',
    },
  },
  {
    name: teacher('Julian F.', { doctor: true }),
    subjects: ['writing'],
    look: { hair: 'short', grey: true, glasses: true },
    biography: {
      en: 'Julian holds a PhD in history and has 20 years of experience as a university lecturer. He has adjudicated at international schools debating championships. He joined Everbright in 2018 and coaches debate and academic writing.',
      zh: 'Julian 拥有历史学博士学位，担任大学讲师 20 年，曾担任国际中学生辩论锦标赛评委。他于 2018 年加入博睿，负责辩论与学术写作指导。',
    },
  },
  {
    name: teacher('Naomi W.'),
    subjects: ['writing'],
    look: { hair: 'curly' },
    biography: {
      en: 'Naomi has an MFA in creative writing and is a published poet. She has eight years of experience teaching creative writing at an independent school in New York. She has taught at Everbright since 2019 and leads the Creative Writing Portfolio.',
      zh: 'Naomi 拥有创意写作艺术硕士学位，出版过诗集，在纽约一所私立学校教授创意写作八年。她自 2019 年起在博睿任教，负责创意写作作品集项目。',
    },
  },
  {
    name: teacher('Patrick D.'),
    subjects: ['writing'],
    look: { hair: 'short', beard: true },
    biography: {
      en: 'Patrick holds an MA in philosophy and has been a debate coach for ten years at a secondary school in Dublin. His teams have reached national finals four times. He joined Everbright in 2017 and teaches Persuasive Writing & Debate.',
      zh: 'Patrick 拥有哲学硕士学位，在都柏林一所中学担任辩论教练十年，带领的队伍四次闯入全国决赛。他于 2017 年加入博睿，教授说理写作与辩论。',
    },
  },
  {
    name: teacher('Sarah J.', { doctor: true }),
    subjects: ['writing'],
    look: { hair: 'long', glasses: true },
    biography: {
      en: 'Sarah holds a PhD in comparative literature and has nine years of teaching experience. She teaches IB English and Theory of Knowledge at an international school in Geneva. Since 2021 she has mentored Extended Essay students at Everbright.',
      zh: 'Sarah 拥有比较文学博士学位和九年教学经验，目前在日内瓦一所国际学校教授 IB 英语和知识论。自 2021 年起，她在博睿指导学生完成拓展论文。',
    },
  },
  {
    name: teacher('Michael T.', { doctor: true }),
    subjects: ['economics'],
    look: { hair: 'short', grey: true },
    biography: {
      en: 'Michael holds a PhD in economics and has 16 years of experience as an economist and university lecturer. He still advises on public policy. He joined Everbright in 2018 and leads the economics curriculum.',
      zh: 'Michael 拥有经济学博士学位，担任经济学家和大学讲师 16 年，至今仍为公共政策提供咨询。他于 2018 年加入博睿，负责经济学课程体系。',
    },
  },
  {
    name: teacher('Ana R.'),
    subjects: ['economics'],
    look: { hair: 'long' },
    biography: {
      en: 'Ana has an MSc in economics and seven years of experience teaching IB and AP Economics at an international school in São Paulo. She has been with Everbright since 2020 and teaches Microeconomics for Curious Minds.',
      zh: 'Ana 拥有经济学硕士学位，在圣保罗一所国际学校教授 IB 与 AP 经济学七年。她自 2020 年起在博睿任教，教授“给好奇心的微观经济学”。',
    },
  },
  {
    name: teacher('Wei H.', { doctor: true }),
    subjects: ['economics', 'mathematics'],
    look: { hair: 'short', glasses: true },
    biography: {
      en: 'Wei holds a PhD in finance and has ten years of experience as a university lecturer in Hong Kong. He has judged economics essay competitions for secondary students. He joined Everbright in 2019 and coaches economics essays and olympiads.',
      zh: 'Wei 拥有金融学博士学位，在香港一所大学任教十年，曾担任中学生经济学论文比赛评委。他于 2019 年加入博睿，指导经济学论文写作与经济学奥赛。',
    },
  },
];

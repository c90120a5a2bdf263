import type { Bilingual } from '../bilingual.ts';
import { gradeRange } from '../catalogue.ts';
import type { CoursePlan, SeriesPlan } from '../course-plan.ts';

const SAT = 6;
const SUN = 0;
const MON = 1;
const WED = 3;
const THU = 4;

/** Inspire seminars: the shared classes of one- and two-student programmes, every other week. */
const seminars = (name: Bilingual, weekday: number, time: string, startsInWeeks: number, weeks: number): SeriesPlan => ({
  name,
  weekdays: [weekday],
  time,
  durationMinutes: 120,
  startsInWeeks,
  everyWeeks: 2,
  weeks,
});

/** Inspire: one or two students, sold as a package of 20-64 hours; no weeks and no stock. */
export const INSPIRE_COURSES: CoursePlan[] = [
  {
    name: { en: 'Olympiad Mathematics Mentorship', zh: '奥数一对一导师计划' },
    subject: 'mathematics',
    courseSystem: 'amc',
    grades: gradeRange(8, 12),
    totalClassHours: 48,
    price: 528000,
    series: seminars({ en: 'Olympiad Mathematics Mentorship', zh: '奥数导师计划' }, SAT, '20:00', 0, 12),
    teachers: ['Dr. Mei L.', 'Dr. Viktor K.'],
    description: {
      en: `<p>A mentor who has competed at national level works with one or two students on the problems they find hardest, from AMC through to national olympiad papers.</p>
<ul><li>A plan agreed after a diagnostic session</li><li>Proof writing, marked as a judge would mark it</li><li>Shared seminars with other mentees every other week</li></ul>`,
      zh: `<p>由曾参加全国级竞赛的导师，带一至两名学生攻克他们最感吃力的题目，从 AMC 一直到各国数学奥林匹克试题。</p>
<ul><li>诊断课后共同制定学习计划</li><li>证明书写训练，按阅卷标准批改</li><li>每两周与其他学员一起参加研讨课</li></ul>`,
    },
  },
  {
    name: { en: 'Independent Research in Physics', zh: '物理独立研究项目' },
    subject: 'physics',
    courseSystem: 'research',
    grades: gradeRange(10, 12),
    totalClassHours: 64,
    price: 704000,
    series: seminars({ en: 'Physics Research Seminar', zh: '物理研究研讨' }, SUN, '19:00', 1, 12),
    teachers: ['Dr. Kenji N.'],
    description: {
      en: `<p>Students choose a question, build an experiment or a simulation and write it up as a short paper. Past topics include pendulum chaos and the acoustics of a bamboo flute.</p>
<ul><li>From a broad interest to a question that can be tested</li><li>Measurement, uncertainty and honest error bars</li><li>A paper and a recorded talk suitable for competitions</li></ul>`,
      zh: `<p>学生自选问题，设计实验或数值模拟，并写成一篇短论文。往届课题包括单摆的混沌现象、竹笛的声学原理等。</p>
<ul><li>把宽泛的兴趣变成可以检验的问题</li><li>测量、不确定度与实事求是的误差分析</li><li>一篇论文和一段录制的报告，可用于参赛</li></ul>`,
    },
  },
  {
    name: { en: 'IB Extended Essay Mentorship', zh: 'IB 拓展论文辅导' },
    subject: 'writing',
    courseSystem: 'ib',
    grades: gradeRange(11, 12),
    totalClassHours: 20,
    price: 240000,
    series: seminars({ en: 'Extended Essay Seminar', zh: '拓展论文研讨' }, WED, '19:30', 1, 8),
    teachers: ['Dr. Sarah J.'],
    description: {
      en: `<p>Support for the whole Extended Essay journey, always within the IB's rules on academic honesty: the student writes, the mentor asks the questions.</p>
<ul><li>Narrowing the research question</li><li>Finding and evaluating sources</li><li>Structure, referencing and the reflection sessions</li></ul>`,
      zh: `<p>陪伴完成拓展论文的全过程，严格遵守 IB 的学术诚信规定：论文由学生执笔，导师负责提问和引导。</p>
<ul><li>聚焦研究问题</li><li>查找并评估文献</li><li>结构、引用规范与反思环节</li></ul>`,
    },
  },
  {
    name: { en: 'AIME & USAMO Intensive', zh: 'AIME 与 USAMO 强化' },
    subject: 'mathematics',
    courseSystem: 'amc',
    grades: gradeRange(10, 12),
    totalClassHours: 32,
    price: 384000,
    promotionPrice: 352000,
    series: seminars({ en: 'AIME & USAMO Intensive', zh: 'AIME 与 USAMO 强化' }, SAT, '10:00', 2, 10),
    teachers: ['Dr. Samuel A.', 'Dr. Ethan R.'],
    description: {
      en: `<p>An intensive for students who have qualified for the AIME and are aiming higher. Each session starts from the student's own attempts.</p>
<ul><li>Olympiad inequalities and functional equations</li><li>Synthetic geometry</li><li>Writing full solutions to USAMO standard</li></ul>`,
      zh: `<p>面向已晋级 AIME、目标更高的学生。每次课都从学生自己的解题尝试出发。</p>
<ul><li>奥数不等式与函数方程</li><li>综合几何</li><li>按 USAMO 标准书写完整解答</li></ul>`,
    },
  },
  {
    name: { en: 'Chemistry Olympiad One-to-One', zh: '化学奥赛一对一' },
    subject: 'chemistry',
    courseSystem: 'olympiad',
    grades: gradeRange(10, 12),
    totalClassHours: 48,
    price: 528000,
    promotionPrice: 480000,
    series: seminars({ en: 'Chemistry Olympiad Seminar', zh: '化学奥赛研讨' }, THU, '20:00', 0, 12),
    teachers: ['Dr. Olga P.'],
    description: {
      en: `<p>Preparation for the USNCO national exam and the IChO selection, led by a former olympiad medallist.</p>
<ul><li>Thermodynamics and kinetics at olympiad depth</li><li>Organic mechanisms and synthesis</li><li>Reading lab procedures and spotting errors</li></ul>`,
      zh: `<p>由前奥赛奖牌得主带领，备战 USNCO 全国赛与 IChO 选拔。</p>
<ul><li>奥赛深度的热力学与动力学</li><li>有机反应机理与合成</li><li>读懂实验步骤并找出错误</li></ul>`,
    },
  },
  {
    name: { en: 'Biology Research Project', zh: '生物学研究项目' },
    subject: 'biology',
    courseSystem: 'research',
    grades: gradeRange(9, 12),
    totalClassHours: 64,
    price: 672000,
    series: seminars({ en: 'Biology Research Seminar', zh: '生物研究研讨' }, SUN, '10:00', 2, 11),
    teachers: ['Dr. Chloe Y.', 'Felix M.'],
    description: {
      en: `<p>A research project with public data sets in genetics, ecology or neuroscience, from literature review to a poster ready for a science fair.</p>
<ul><li>Reading a research paper without getting lost</li><li>Data analysis in a spreadsheet or in R</li><li>Poster design and a practice presentation</li></ul>`,
      zh: `<p>利用遗传学、生态学或神经科学的公开数据开展研究，从文献综述一直做到可以参加科学展的海报。</p>
<ul><li>读懂科研论文而不迷路</li><li>用电子表格或 R 分析数据</li><li>海报设计与模拟答辩</li></ul>`,
    },
  },
  {
    name: { en: 'Competitive Programming Coaching', zh: '算法竞赛私教' },
    subject: 'computer-science',
    courseSystem: 'olympiad',
    grades: gradeRange(9, 12),
    totalClassHours: 48,
    price: 504000,
    series: seminars({ en: 'Algorithms Seminar', zh: '算法研讨' }, MON, '20:00', 1, 12),
    teachers: ['Leo F.', 'Dr. Min-jun P.'],
    description: {
      en: `<p>Coaching towards USACO Gold and Platinum and informatics olympiads, with contest reviews after every round.</p>
<ul><li>Dynamic programming patterns</li><li>Shortest paths, trees and union-find</li><li>Segment trees and careful complexity analysis</li></ul>`,
      zh: `<p>面向 USACO 金级、铂金级及信息学奥赛的辅导，每场比赛后都有复盘。</p>
<ul><li>动态规划常见模型</li><li>最短路、树与并查集</li><li>线段树与严谨的复杂度分析</li></ul>`,
    },
  },
  {
    name: { en: 'Creative Writing Portfolio', zh: '创意写作作品集' },
    subject: 'writing',
    courseSystem: 'research',
    grades: gradeRange(7, 10),
    totalClassHours: 20,
    price: 220000,
    series: seminars({ en: 'Writers’ Workshop', zh: '写作工作坊' }, SAT, '15:00', 0, 8),
    teachers: ['Naomi W.'],
    description: {
      en: `<p>Students draft, revise and finish a small portfolio of stories and poems, and learn how to take and give feedback like working writers.</p>
<ul><li>Voice, point of view and scene</li><li>Revision as the real work of writing</li><li>Submitting to young writers' competitions</li></ul>`,
      zh: `<p>学生起草、修改并完成一份由小说和诗歌组成的小作品集，像真正的作家一样给予和接受反馈。</p>
<ul><li>语气、视角与场景</li><li>修改才是写作的真功夫</li><li>投稿青少年写作比赛</li></ul>`,
    },
  },
  {
    name: { en: 'AP Calculus BC Private Tutorial', zh: 'AP 微积分 BC 私教课' },
    subject: 'mathematics',
    courseSystem: 'ap',
    grades: gradeRange(10, 12),
    totalClassHours: 32,
    price: 336000,
    teachers: ['Andrew P.'],
    description: {
      en: `<p>One-to-one tutorials at times that suit the family, following the student's school pace or running ahead of it.</p>
<ul><li>Limits, derivatives and integrals with understanding</li><li>Series and parametric curves</li><li>Timed free-response practice</li></ul>`,
      zh: `<p>一对一授课，时间按家庭安排，可跟随学校进度，也可提前学习。</p>
<ul><li>真正理解极限、导数与积分</li><li>级数与参数曲线</li><li>限时简答题训练</li></ul>`,
    },
  },
  {
    name: { en: 'Economics Essay & Competition Coaching', zh: '经济学论文与竞赛辅导' },
    subject: 'economics',
    courseSystem: 'research',
    grades: gradeRange(10, 12),
    totalClassHours: 32,
    price: 352000,
    promotionPrice: 320000,
    teachers: ['Dr. Wei H.', 'Dr. Michael T.'],
    description: {
      en: `<p>Coaching for economics essay prizes and olympiads: reading beyond the textbook, building an argument with data and writing it with care.</p>
<ul><li>Choosing a question examiners remember</li><li>Using official statistics responsibly</li><li>Drafting, cutting and polishing</li></ul>`,
      zh: `<p>面向经济学论文奖与经济学奥赛的辅导：读教科书以外的东西，用数据搭建论证，并认真写好它。</p>
<ul><li>选一个让评委记住的问题</li><li>负责任地使用官方统计数据</li><li>起草、删减与润色</li></ul>`,
    },
  },
];

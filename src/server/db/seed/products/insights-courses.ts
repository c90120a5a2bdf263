import { gradeRange } from '../catalogue.ts';
import { weekly, type CoursePlan } from '../course-plan.ts';

const SAT = 6;
const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;

/** Insights: weekly small-group courses of 4-8 students; `totalClassHours` counts the weeks. */
export const INSIGHTS_COURSES: CoursePlan[] = [
  {
    name: { en: 'AMC 10 Problem Solving', zh: 'AMC 10 解题训练' },
    subject: 'mathematics',
    courseSystem: 'amc',
    grades: gradeRange(8, 10),
    totalClassHours: 14,
    price: 149000,
    stock: 2,
    series: weekly({ en: 'AMC 10 Problem Solving', zh: 'AMC 10 解题训练' }, SAT, '09:00', 2, 14),
    teachers: ['Dr. Ethan R.', 'Owen J.'],
    description: {
      en: `<p>A fourteen-week course for students who already enjoy contest mathematics and want to reach the AIME cut-off. Every class mixes a short lesson with a set of problems solved and discussed together.</p>
<h4>Syllabus highlights</h4>
<ul><li><strong>Algebra:</strong> functional equations, clever substitutions, inequalities</li><li><strong>Counting and probability:</strong> complementary counting, states and expected value</li><li><strong>Geometry:</strong> similar triangles, power of a point, coordinates when they help</li><li>Two timed mock contests with a personal review</li></ul>`,
      zh: `<p>面向已经喜欢竞赛数学、希望冲击 AIME 晋级线的学生，共十四周。每节课先讲一个专题，再一起做题、讲题。</p>
<h4>课程亮点</h4>
<ul><li><strong>代数：</strong>函数方程、巧妙换元、不等式</li><li><strong>计数与概率：</strong>补集计数、状态法与期望</li><li><strong>几何：</strong>相似三角形、圆幂定理，以及何时用坐标法</li><li>两次限时模拟考试，并逐一讲评</li></ul>`,
    },
  },
  {
    name: { en: 'AMC 8 Foundations', zh: 'AMC 8 基础班' },
    subject: 'mathematics',
    courseSystem: 'amc',
    grades: gradeRange(5, 7),
    totalClassHours: 12,
    price: 119000,
    promotionPrice: 105000,
    stock: 5,
    series: weekly({ en: 'AMC 8 Foundations', zh: 'AMC 8 基础班' }, SUN, '10:00', 3, 12),
    teachers: ['Sofia G.'],
    description: {
      en: `<p>A friendly first step into mathematics competitions. Students learn to read a problem slowly, try small cases and explain their thinking out loud.</p>
<ul><li>Number sense, fractions and ratios beyond the school textbook</li><li>Logic puzzles and careful case work</li><li>Area, angles and the first ideas of proof</li><li>A relaxed practice contest at the end of the term</li></ul>`,
      zh: `<p>走进数学竞赛的友好第一步。学生学会慢慢读题、从小情形入手，并把自己的思路讲出来。</p>
<ul><li>超越课本的数感、分数与比例</li><li>逻辑谜题与细致的分类讨论</li><li>面积、角度与最初的证明思想</li><li>学期末一次轻松的练习赛</li></ul>`,
    },
  },
  {
    name: { en: 'Physics Olympiad: Mechanics', zh: '物理奥赛：力学' },
    subject: 'physics',
    courseSystem: 'olympiad',
    grades: gradeRange(9, 11),
    totalClassHours: 16,
    price: 159000,
    stock: 1,
    series: weekly({ en: 'Olympiad Mechanics', zh: '奥赛力学' }, SAT, '14:00', 2, 16),
    teachers: ['Dr. Helen W.', 'Thomas H.'],
    description: {
      en: `<p>Calculus-based mechanics for students preparing for the Physics Bowl, the USAPhO and national olympiads. We favour understanding over formula lists.</p>
<ul><li>Kinematics and Newton's laws in non-inertial frames</li><li>Energy, momentum and collisions</li><li>Rotation, rolling and angular momentum</li><li>Oscillations and an introduction to orbital motion</li></ul>`,
      zh: `<p>以微积分为工具的力学课程，适合准备 Physics Bowl、USAPhO 及各国物理奥赛的学生。我们重理解，而不是背公式。</p>
<ul><li>运动学与非惯性系中的牛顿定律</li><li>能量、动量与碰撞</li><li>转动、滚动与角动量</li><li>振动，以及轨道运动初步</li></ul>`,
    },
  },
  {
    name: { en: 'Python for Young Problem Solvers', zh: '少年 Python 解题编程' },
    subject: 'computer-science',
    courseSystem: 'commonCore',
    grades: gradeRange(5, 8),
    totalClassHours: 12,
    price: 109000,
    stock: 8,
    series: weekly({ en: 'Python for Problem Solvers', zh: 'Python 解题编程' }, WED, '19:00', -1, 12),
    teachers: ['Jessica N.', 'Emma L.'],
    lateEnrolmentDays: 14,
    description: {
      en: `<p>Students write real programs from the first lesson: small games, number puzzles and simulations. By the end they can break a problem into steps and test their own code.</p>
<ul><li>Variables, loops, functions and lists</li><li>Drawing with turtle graphics</li><li>Simulating dice, queues and simple ecosystems</li><li>A final project presented to the group</li></ul>`,
      zh: `<p>从第一节课就动手写真正的程序：小游戏、数字谜题和模拟实验。结课时，学生能把问题拆成步骤，并自己测试代码。</p>
<ul><li>变量、循环、函数与列表</li><li>用海龟绘图画图形</li><li>模拟骰子、排队和简单的生态系统</li><li>期末项目并向小组展示</li></ul>`,
    },
  },
  {
    name: { en: 'Persuasive Writing & Debate', zh: '说理写作与辩论' },
    subject: 'writing',
    courseSystem: 'research',
    grades: gradeRange(6, 9),
    totalClassHours: 12,
    price: 109000,
    promotionPrice: 99000,
    stock: 5,
    series: weekly({ en: 'Persuasive Writing & Debate', zh: '说理写作与辩论' }, FRI, '19:30', 4, 12),
    teachers: ['Patrick D.', 'Dr. Julian F.'],
    description: {
      en: `<p>How do you change someone's mind with evidence rather than volume? Students read opinion pieces, build arguments and test them in friendly debates.</p>
<ul><li>Claims, evidence and reasoning</li><li>Anticipating and answering the other side</li><li>Editing for clarity: shorter sentences, stronger verbs</li><li>Two recorded debates with written feedback</li></ul>`,
      zh: `<p>如何用证据而不是音量去说服别人？学生阅读评论文章、搭建论证，并在友好的辩论中检验它们。</p>
<ul><li>论点、论据与推理</li><li>预判并回应对方观点</li><li>为清晰而修改：句子更短，动词更有力</li><li>两场录像辩论，附书面点评</li></ul>`,
    },
  },
  {
    name: { en: 'Biology Olympiad: Cells to Ecosystems', zh: '生物奥赛：从细胞到生态系统' },
    subject: 'biology',
    courseSystem: 'olympiad',
    grades: gradeRange(9, 12),
    totalClassHours: 14,
    price: 139000,
    promotionPrice: 119000,
    stock: 3,
    series: weekly({ en: 'Biology Olympiad', zh: '生物奥赛' }, SUN, '14:00', 3, 14),
    teachers: ['Dr. Laura B.', 'Benjamin S.'],
    description: {
      en: `<p>A tour of the USABO and IBO syllabus built around data: students read experiments, interpret graphs and design their own controls.</p>
<ul><li>Cell biology and biochemistry</li><li>Genetics and evolution</li><li>Plant and animal physiology</li><li>Ecology, with real field data sets</li></ul>`,
      zh: `<p>以数据为主线梳理 USABO 与 IBO 考纲：学生阅读实验、解读图表，并自己设计对照实验。</p>
<ul><li>细胞生物学与生物化学</li><li>遗传与进化</li><li>植物与动物生理</li><li>生态学，使用真实的野外数据</li></ul>`,
    },
  },
  {
    name: { en: 'AMC 12 & AIME Bridge', zh: 'AMC 12 与 AIME 衔接班' },
    subject: 'mathematics',
    courseSystem: 'amc',
    grades: gradeRange(10, 12),
    totalClassHours: 16,
    price: 169000,
    stock: 0,
    series: weekly({ en: 'AMC 12 & AIME Bridge', zh: 'AMC 12 与 AIME 衔接' }, MON, '19:30', -5, 16),
    teachers: ['Owen J.', 'Dr. Viktor K.'],
    description: {
      en: `<p>For students who qualify for the AIME or are close. Problems are longer, answers are integers and there is nowhere to hide: we train stamina as well as technique.</p>
<ul><li>Complex numbers and trigonometry in contest form</li><li>Advanced counting: bijections and recursion</li><li>Number theory: modular arithmetic and orders</li><li>Full AIME papers under time, reviewed line by line</li></ul>`,
      zh: `<p>适合已晋级或接近晋级 AIME 的学生。题目更长、答案为整数、没有选项可猜：我们既练技巧，也练耐力。</p>
<ul><li>竞赛中的复数与三角</li><li>进阶计数：双射与递推</li><li>数论：同余与阶</li><li>整套 AIME 真题限时训练，逐题讲评</li></ul>`,
    },
  },
  {
    name: { en: 'AP Physics C Preparation', zh: 'AP 物理 C 备考' },
    subject: 'physics',
    courseSystem: 'ap',
    grades: gradeRange(10, 12),
    totalClassHours: 14,
    price: 149000,
    stock: 4,
    series: weekly({ en: 'AP Physics C', zh: 'AP 物理 C' }, TUE, '19:30', 5, 14),
    teachers: ['Marcus O.'],
    description: {
      en: `<p>Both AP Physics C exams, Mechanics and Electricity & Magnetism, taught with the calculus they assume. Free-response practice every week.</p>
<ul><li>Differential equations in motion and circuits</li><li>Gauss's law and Ampère's law with worked symmetry arguments</li><li>RC and RL circuits</li><li>Released exam questions marked to the College Board rubric</li></ul>`,
      zh: `<p>同时覆盖 AP 物理 C 的力学与电磁学两门考试，并补齐所需的微积分。每周都有简答题练习。</p>
<ul><li>运动与电路中的微分方程</li><li>高斯定理与安培环路定理的对称性分析</li><li>RC 与 RL 电路</li><li>历年真题，按 College Board 评分标准批改</li></ul>`,
    },
  },
  {
    name: { en: 'Chemistry Olympiad Foundations', zh: '化学奥赛基础' },
    subject: 'chemistry',
    courseSystem: 'olympiad',
    grades: gradeRange(9, 11),
    totalClassHours: 14,
    price: 149000,
    stock: 0,
    series: weekly({ en: 'Chemistry Olympiad Foundations', zh: '化学奥赛基础' }, SUN, '16:00', 1, 14),
    teachers: ['Dr. Priya S.', 'Dr. Olga P.'],
    description: {
      en: `<p>The chemistry behind the USNCO local exam and the first rounds of national olympiads, with home experiments that need nothing more than a kitchen.</p>
<ul><li>Stoichiometry and solution chemistry</li><li>Atomic structure and bonding</li><li>Equilibrium, acids and bases</li><li>An introduction to organic reactions</li></ul>`,
      zh: `<p>覆盖 USNCO 地区赛及各国化学奥赛初赛所需的知识，并配有只需厨房用品就能完成的家庭实验。</p>
<ul><li>化学计量与溶液化学</li><li>原子结构与化学键</li><li>化学平衡、酸与碱</li><li>有机反应入门</li></ul>`,
    },
  },
  {
    name: { en: 'Geometry Through Proof', zh: '从证明学几何' },
    subject: 'mathematics',
    courseSystem: 'commonCore',
    grades: gradeRange(7, 9),
    totalClassHours: 12,
    price: 109000,
    promotionPrice: 94900,
    stock: 3,
    series: weekly({ en: 'Geometry Through Proof', zh: '从证明学几何' }, THU, '19:00', 1, 12),
    teachers: ['Grace T.'],
    description: {
      en: `<p>Students discover geometry the way mathematicians do: by noticing, conjecturing and proving. Dynamic sketches make each idea visible before it is written down.</p>
<ul><li>Congruence and similarity proofs</li><li>Circles, chords and inscribed angles</li><li>Transformations as a tool for proof</li><li>Writing a clear two-column and paragraph proof</li></ul>`,
      zh: `<p>像数学家一样学几何：观察、猜想、证明。每个概念先用动态图形看见，再落笔写出。</p>
<ul><li>全等与相似的证明</li><li>圆、弦与圆周角</li><li>用变换来证明</li><li>写出清晰的两栏式与段落式证明</li></ul>`,
    },
  },
  {
    name: { en: 'USACO Bronze to Silver', zh: 'USACO 铜级进阶银级' },
    subject: 'computer-science',
    courseSystem: 'olympiad',
    grades: gradeRange(8, 11),
    totalClassHours: 16,
    price: 159000,
    stock: 2,
    series: weekly({ en: 'USACO Bronze to Silver', zh: 'USACO 铜级进阶银级' }, [TUE, FRI], '20:00', 6, 16),
    teachers: ['Dr. Alan K.', 'Leo F.'],
    description: {
      en: `<p>For students who can already program and want to pass the USACO Silver division. We work in C++ or Python, whichever the student knows.</p>
<ul><li>Complete search and simulation done efficiently</li><li>Sorting, prefix sums and binary search</li><li>Graphs: flood fill, BFS and DFS</li><li>Monthly contest practice with detailed solutions</li></ul>`,
      zh: `<p>面向已有编程基础、希望晋级 USACO 银级的学生，可使用 C++ 或 Python。</p>
<ul><li>高效的枚举与模拟</li><li>排序、前缀和与二分查找</li><li>图论：洪水填充、广度与深度优先搜索</li><li>每月模拟赛，附详细题解</li></ul>`,
    },
  },
  {
    name: { en: 'IGCSE Chemistry Extension', zh: 'IGCSE 化学拓展' },
    subject: 'chemistry',
    courseSystem: 'alevel',
    grades: gradeRange(8, 10),
    totalClassHours: 12,
    price: 119000,
    stock: 6,
    series: weekly({ en: 'IGCSE Chemistry Extension', zh: 'IGCSE 化学拓展' }, WED, '20:00', 5, 12),
    teachers: ['Daniel V.'],
    description: {
      en: `<p>Goes beyond the IGCSE specification for students aiming at A* and a head start on A-Level.</p>
<ul><li>Moles and calculations without fear</li><li>Energetics and rates explained with models</li><li>Electrolysis and redox</li><li>Practical skills and the questions that test them</li></ul>`,
      zh: `<p>超越 IGCSE 考纲，帮助学生冲刺 A*，并提前为 A-Level 打好基础。</p>
<ul><li>摩尔与计算，不再发怵</li><li>用模型讲透能量变化与反应速率</li><li>电解与氧化还原</li><li>实验技能及相关考题</li></ul>`,
    },
  },
  {
    name: { en: 'Young Scientists Lab', zh: '小小科学家实验室' },
    subject: 'biology',
    courseSystem: 'commonCore',
    grades: gradeRange(3, 5),
    totalClassHours: 10,
    price: 89000,
    stock: 7,
    series: weekly({ en: 'Young Scientists Lab', zh: '小小科学家实验室' }, SAT, '16:00', -2, 10),
    teachers: ['Rosa Q.', 'Amira H.'],
    description: {
      en: `<p>Hands-on science for younger students: every week a question, a simple experiment at home and a conversation about what happened and why.</p>
<ul><li>Seeds, roots and light</li><li>Magnets, floating and sinking</li><li>Keeping a real lab notebook</li><li>A mini science fair for families</li></ul>`,
      zh: `<p>为低年级学生准备的动手科学课：每周一个问题、一个在家就能做的小实验，再一起讨论发生了什么、为什么。</p>
<ul><li>种子、根与光</li><li>磁铁、沉与浮</li><li>写一本真正的实验记录本</li><li>面向家庭的迷你科学展</li></ul>`,
    },
  },
  {
    name: { en: 'Microeconomics for Curious Minds', zh: '给好奇心的微观经济学' },
    subject: 'economics',
    courseSystem: 'ap',
    grades: gradeRange(9, 12),
    totalClassHours: 12,
    price: 119000,
    stock: 4,
    series: weekly({ en: 'Microeconomics', zh: '微观经济学' }, THU, '20:00', 7, 12),
    teachers: ['Ana R.'],
    description: {
      en: `<p>Why do concert tickets sell out while stadiums stay half empty? Students learn to think like economists and prepare for AP Microeconomics along the way.</p>
<ul><li>Supply, demand and elasticity</li><li>Costs, firms and market structures</li><li>Game theory in everyday decisions</li><li>A short policy brief on a real local market</li></ul>`,
      zh: `<p>为什么演唱会门票一抢而空，体育场却常常坐不满？学生学会像经济学家一样思考，同时为 AP 微观经济学做好准备。</p>
<ul><li>供给、需求与弹性</li><li>成本、厂商与市场结构</li><li>日常决策中的博弈论</li><li>针对一个真实本地市场撰写政策简报</li></ul>`,
    },
  },
  {
    name: { en: 'Astronomy: Stars, Orbits and Light', zh: '天文学：恒星、轨道与光' },
    subject: 'astronomy',
    courseSystem: 'commonCore',
    grades: gradeRange(6, 9),
    totalClassHours: 10,
    price: 99000,
    stock: 6,
    series: weekly({ en: 'Astronomy', zh: '天文学' }, FRI, '20:00', 8, 10),
    teachers: ['Dr. Anika D.'],
    description: {
      en: `<p>From the phases of the Moon to the life of stars. Students use free planetarium software and simple measurements to work out distances for themselves.</p>
<ul><li>Kepler's laws and the scale of the Solar System</li><li>Light, spectra and what they reveal</li><li>The life cycle of stars</li><li>An observing night with a guided sky tour</li></ul>`,
      zh: `<p>从月相到恒星的一生。学生借助免费的天象软件和简单测量，自己推算天体距离。</p>
<ul><li>开普勒定律与太阳系的尺度</li><li>光、光谱及其揭示的信息</li><li>恒星的生命周期</li><li>一次有老师导览的观星夜</li></ul>`,
    },
  },
  {
    name: { en: 'Number Theory Circle', zh: '数论研讨小组' },
    subject: 'mathematics',
    courseSystem: 'commonCore',
    grades: gradeRange(6, 8),
    totalClassHours: 10,
    price: 99000,
    stock: 6,
    teachers: ['Dr. Rahul M.'],
    description: {
      en: `<p>A math circle in the Russian tradition: a few deep questions per session, explored slowly. Times are agreed with the group once it has formed.</p>
<ul><li>Divisibility, primes and the Euclidean algorithm</li><li>Remainders and clock arithmetic</li><li>Famous unsolved problems, explained simply</li></ul>`,
      zh: `<p>俄罗斯传统的数学圈：每次只讨论几个有深度的问题，慢慢探索。上课时间在小组成班后共同商定。</p>
<ul><li>整除、质数与辗转相除法</li><li>余数与“钟表算术”</li><li>用浅显的语言介绍著名的未解难题</li></ul>`,
    },
  },
];

import { teacher, type FacultyPlan } from '../faculty-plan.ts';

export const MATHEMATICS_FACULTY: FacultyPlan[] = [
  {
    name: teacher('Ethan R.', { doctor: true }),
    subjects: ['mathematics'],
    look: { hair: 'short', glasses: true },
    biography: {
      en: 'Ethan holds a PhD in combinatorics and has taught mathematics for 14 years. He is Head of Mathematics at an international school in Shanghai, where he also coaches the AMC team. A founding teacher, he has been with Everbright since 2016 and still teaches its first maths circle.',
      zh: 'Ethan 拥有组合数学博士学位，从事数学教学 14 年，现任上海一所国际学校的数学系主任，并担任该校 AMC 队教练。他是博睿的创始教师之一，自 2016 年起任教，至今仍在带学院的第一个数学小组。',
    },
  },
  {
    name: teacher('Mei L.', { doctor: true }),
    subjects: ['mathematics'],
    look: { hair: 'bob' },
    biography: {
      en: 'Mei earned her PhD in applied mathematics after training with her national olympiad squad as a teenager. With 11 years of teaching behind her, she lectures at a university in Hong Kong. She joined Everbright in 2017 and leads the Olympiad Mathematics Mentorship.',
      zh: 'Mei 少年时曾入选国家奥数集训队，后获得应用数学博士学位。她有 11 年教学经验，目前在香港一所大学任教。她于 2017 年加入博睿，负责奥数一对一导师计划。',
    },
  },
  {
    name: teacher('Andrew P.'),
    subjects: ['mathematics'],
    look: { hair: 'short', beard: true },
    biography: {
      en: 'Andrew has a master\'s degree in mathematics and nine years of classroom experience. He teaches AP Calculus and AP Statistics at a public high school in Boston. He has taught at Everbright since 2019 and is known for explaining limits with a cup of coffee.',
      zh: 'Andrew 拥有数学硕士学位和九年课堂教学经验，目前在波士顿一所公立高中教授 AP 微积分和 AP 统计。他自 2019 年起在博睿任教，以用一杯咖啡讲清“极限”而出名。',
    },
  },
  {
    name: teacher('Sofia G.'),
    subjects: ['mathematics'],
    look: { hair: 'long' },
    biography: {
      en: 'Sofia holds an MA in mathematics education and has 12 years of experience with younger learners. She is primary mathematics coordinator at a bilingual school in Beijing. Since joining Everbright in 2018 she has shaped the AMC 8 Foundations course.',
      zh: 'Sofia 拥有数学教育硕士学位，在低龄学生教学方面有 12 年经验，现任北京一所双语学校的小学数学协调人。她于 2018 年加入博睿，主导设计了 AMC 8 基础班课程。',
    },
  },
  {
    name: teacher('Rahul M.', { doctor: true }),
    subjects: ['mathematics'],
    look: { hair: 'short' },
    biography: {
      en: 'Rahul completed his PhD in number theory and is now a postdoctoral researcher in Europe. He has eight years of teaching experience, from university tutorials to summer maths camps. He joined Everbright in 2021 and runs the Number Theory Circle.',
      zh: 'Rahul 获得数论博士学位，目前在欧洲从事博士后研究。他有八年教学经验，从大学习题课到暑期数学营都带过。他于 2021 年加入博睿，负责数论研讨小组。',
    },
  },
  {
    name: teacher('Hannah B.'),
    subjects: ['mathematics'],
    look: { hair: 'ponytail' },
    biography: {
      en: 'Hannah studied mathematics and holds a PGCE, with seven years of experience teaching IGCSE and A-Level Further Mathematics. She currently teaches at a British international school in Dubai. She has been part of Everbright since 2020.',
      zh: 'Hannah 本科主修数学，并持有英国 PGCE 教师资格证，教授 IGCSE 和 A-Level 高等数学已有七年，目前任教于迪拜一所英式国际学校。她自 2020 年起在博睿任教。',
    },
  },
  {
    name: teacher('Viktor K.', { doctor: true }),
    subjects: ['mathematics'],
    look: { hair: 'bald', beard: true, grey: true },
    biography: {
      en: 'Viktor has spent 25 years coaching olympiad students, several of whom went on to international medals. After a long career as a university lecturer he now runs a weekend maths circle for local teenagers. He has taught with Everbright since its first term in 2016.',
      zh: 'Viktor 执教奥数学生已有 25 年，其中多位学生后来在国际赛场获得奖牌。他在大学任教多年，如今为当地青少年开办周末数学小组。他从 2016 年博睿的第一个学期起就在这里任教。',
    },
  },
  {
    name: teacher('Grace T.'),
    subjects: ['mathematics', 'computer-science'],
    look: { hair: 'bun' },
    biography: {
      en: 'Grace holds a degree in mathematics and computer science and has six years of experience as a middle-school teacher in Vancouver. She brought her love of dynamic geometry to Everbright in 2022 and teaches Geometry Through Proof.',
      zh: 'Grace 拥有数学与计算机科学双学位，在温哥华担任初中教师六年。她于 2022 年加入博睿，把对动态几何的热爱带进了“从证明学几何”的课堂。',
    },
  },
  {
    name: teacher('Owen J.'),
    subjects: ['mathematics'],
    look: { hair: 'curly' },
    biography: {
      en: 'Owen has a master\'s in mathematics and ten years of teaching experience. He is deputy head of mathematics at a secondary school in Manchester and has coached many students through the AIME. He joined Everbright in 2018.',
      zh: 'Owen 拥有数学硕士学位和十年教学经验，现任曼彻斯特一所中学的数学系副主任，曾辅导多名学生备战 AIME。他于 2018 年加入博睿。',
    },
  },
  {
    name: teacher('Yuqing Z.'),
    subjects: ['mathematics'],
    look: { hair: 'long', glasses: true },
    biography: {
      en: 'Yuqing holds an MSc in statistics and has taught for eight years. She teaches IB Mathematics: Analysis and Approaches at Higher Level in Singapore. She has been with Everbright since 2020 and is fluent in English and Mandarin.',
      zh: 'Yuqing 拥有统计学硕士学位，教龄八年，目前在新加坡教授 IB 数学分析与方法高级课程。她自 2020 年起在博睿任教，能流利使用中英文授课。',
    },
  },
  {
    name: teacher('Samuel A.', { doctor: true }),
    subjects: ['mathematics'],
    look: { hair: 'short', beard: true },
    biography: {
      en: 'Samuel earned his PhD in geometry and has 13 years of teaching experience. He is a senior lecturer in mathematics at a university in Nairobi and mentors his country\'s olympiad hopefuls. He joined Everbright in 2017.',
      zh: 'Samuel 获得几何学博士学位，有 13 年教学经验，现为内罗毕一所大学的数学高级讲师，并指导本国的奥赛选手。他于 2017 年加入博睿。',
    },
  },
  {
    name: teacher('Lucia F.'),
    subjects: ['mathematics'],
    look: { hair: 'curly' },
    biography: {
      en: 'Lucia holds an MA in education and has spent nine years as an enrichment specialist for young mathematicians in Madrid. She teaches our youngest students, from kindergarten upwards, and has been with Everbright since 2019.',
      zh: 'Lucia 拥有教育学硕士学位，在马德里为低龄数学爱好者开设拓展课程已有九年。她负责教授博睿年龄最小的学生，从幼儿园开始带起，自 2019 年起在博睿任教。',
    },
  },
];

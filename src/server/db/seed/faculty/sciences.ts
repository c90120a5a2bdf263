import { teacher, type FacultyPlan } from '../faculty-plan.ts';

export const SCIENCE_FACULTY: FacultyPlan[] = [
  {
    name: teacher('Helen W.', { doctor: true }),
    subjects: ['physics'],
    look: { hair: 'bob', glasses: true },
    biography: {
      en: 'Helen holds a PhD in condensed-matter physics and has taught for 15 years. She is Head of Science at an international school in Hong Kong and coaches its Physics Olympiad team. She has taught at Everbright since 2016 and leads Olympiad Mechanics.',
      zh: 'Helen 拥有凝聚态物理博士学位，教龄 15 年，现任香港一所国际学校的科学系主任，并担任该校物理奥赛队教练。她自 2016 年起在博睿任教，负责奥赛力学课程。',
    },
  },
  {
    name: teacher('Marcus O.'),
    subjects: ['physics'],
    look: { hair: 'short', beard: true },
    biography: {
      en: 'Marcus has a master\'s degree in physics and ten years of experience teaching AP Physics at a high school in Chicago. His students regularly score fives on both Physics C exams. He joined Everbright in 2018.',
      zh: 'Marcus 拥有物理学硕士学位，在芝加哥一所高中教授 AP 物理已有十年，他的学生在两门物理 C 考试中屡获 5 分。他于 2018 年加入博睿。',
    },
  },
  {
    name: teacher('Anika D.', { doctor: true }),
    subjects: ['astronomy', 'physics'],
    look: { hair: 'long' },
    biography: {
      en: 'Anika completed her PhD in astrophysics and is a postdoctoral research fellow studying variable stars. She has seven years of teaching and outreach experience, including planetarium shows for children. She has taught Astronomy at Everbright since 2021.',
      zh: 'Anika 获得天体物理学博士学位，目前是研究变星的博士后研究员。她有七年教学与科普经验，还为孩子们主持过天象馆节目。她自 2021 年起在博睿教授天文学。',
    },
  },
  {
    name: teacher('Thomas H.'),
    subjects: ['physics'],
    look: { hair: 'short', grey: true },
    biography: {
      en: 'Thomas has taught physics for 22 years and is head of physics at a boarding school in England. He holds an MA in physics and has written exam questions for a national awarding body. He has been with Everbright since 2017.',
      zh: 'Thomas 从事物理教学 22 年，现任英格兰一所寄宿学校的物理系主任。他拥有物理学硕士学位，曾为英国一家国家级考试机构命题。他自 2017 年起在博睿任教。',
    },
  },
  {
    name: teacher('Kenji N.', { doctor: true }),
    subjects: ['physics'],
    look: { hair: 'short', glasses: true },
    biography: {
      en: 'Kenji holds a PhD in optics and works as a research engineer in Osaka, where he is also a part-time university lecturer. In nine years of teaching he has supervised dozens of student projects. Since 2020 he has mentored Independent Research in Physics at Everbright.',
      zh: 'Kenji 拥有光学博士学位，在大阪担任研发工程师，同时在大学兼职授课。九年教学中，他指导过数十个学生项目。自 2020 年起，他在博睿指导物理独立研究项目。',
    },
  },
  {
    name: teacher('Isabel C.'),
    subjects: ['physics'],
    look: { hair: 'ponytail' },
    biography: {
      en: 'Isabel holds an MSc in physics education and has six years of experience teaching IB Physics at an international school in Lisbon. She loves designing experiments that work with kitchen equipment. She joined Everbright in 2022.',
      zh: 'Isabel 拥有物理教育硕士学位，在里斯本一所国际学校教授 IB 物理六年。她特别喜欢设计用厨房用具就能完成的实验。她于 2022 年加入博睿。',
    },
  },
  {
    name: teacher('Priya S.', { doctor: true }),
    subjects: ['chemistry'],
    look: { hair: 'long' },
    biography: {
      en: 'Priya earned her PhD in organic chemistry and has 12 years of teaching experience. She teaches chemistry at a secondary school in Singapore and coaches its olympiad team. She has been part of Everbright since 2017.',
      zh: 'Priya 获得有机化学博士学位，有 12 年教学经验，目前在新加坡一所中学教授化学，并担任该校化学奥赛队教练。她自 2017 年起在博睿任教。',
    },
  },
  {
    name: teacher('Daniel V.'),
    subjects: ['chemistry'],
    look: { hair: 'short' },
    biography: {
      en: 'Daniel holds a master\'s degree in chemistry and has taught IGCSE and A-Level Chemistry for eight years at a British international school in Shanghai. He joined Everbright in 2019 and teaches the IGCSE Chemistry Extension.',
      zh: 'Daniel 拥有化学硕士学位，在上海一所英式国际学校教授 IGCSE 与 A-Level 化学八年。他于 2019 年加入博睿，教授 IGCSE 化学拓展课程。',
    },
  },
  {
    name: teacher('Olga P.', { doctor: true }),
    subjects: ['chemistry'],
    look: { hair: 'bun', glasses: true },
    biography: {
      en: 'Olga holds a PhD in physical chemistry and has 18 years of experience as a university lecturer and olympiad mentor. Several of her students have represented their countries at the IChO. She has taught at Everbright since 2016.',
      zh: 'Olga 拥有物理化学博士学位，担任大学讲师和奥赛导师已有 18 年，多名学生曾代表本国参加国际化学奥林匹克。她自 2016 年起在博睿任教。',
    },
  },
  {
    name: teacher('Nathan E.'),
    subjects: ['chemistry'],
    look: { hair: 'curly', beard: true },
    biography: {
      en: 'Nathan has an MSc in chemistry and seven years of experience teaching AP Chemistry in Toronto. Before teaching he worked in a water-quality laboratory. He has been with Everbright since 2021.',
      zh: 'Nathan 拥有化学硕士学位，在多伦多教授 AP 化学七年，从教前曾在水质检测实验室工作。他自 2021 年起在博睿任教。',
    },
  },
  {
    name: teacher('Amira H.'),
    subjects: ['chemistry', 'biology'],
    look: { hair: 'bun' },
    biography: {
      en: 'Amira holds an MSc in chemistry and has five years of experience as a science teacher at an international school in Abu Dhabi. She joined Everbright in 2023 and helps run the Young Scientists Lab.',
      zh: 'Amira 拥有化学硕士学位，在阿布扎比一所国际学校担任科学教师五年。她于 2023 年加入博睿，参与主持“小小科学家实验室”。',
    },
  },
  {
    name: teacher('Laura B.', { doctor: true }),
    subjects: ['biology'],
    look: { hair: 'long' },
    biography: {
      en: 'Laura holds a PhD in molecular biology and has ten years of teaching experience. She is biology lead at an IB World School in Zurich and coaches students for the USABO and IBO. She joined Everbright in 2018.',
      zh: 'Laura 拥有分子生物学博士学位和十年教学经验，现任苏黎世一所 IB 世界学校的生物学科负责人，并指导学生备战 USABO 和 IBO。她于 2018 年加入博睿。',
    },
  },
  {
    name: teacher('Felix M.'),
    subjects: ['biology'],
    look: { hair: 'short' },
    biography: {
      en: 'Felix has an MSc in ecology and spent years counting birds and frogs before he started teaching. With nine years of classroom experience, he now teaches biology at a secondary school in Melbourne. He has been with Everbright since 2019.',
      zh: 'Felix 拥有生态学硕士学位，从教前常年在野外调查鸟类和蛙类。他有九年课堂教学经验，目前在墨尔本一所中学教授生物。他自 2019 年起在博睿任教。',
    },
  },
  {
    name: teacher('Chloe Y.', { doctor: true }),
    subjects: ['biology'],
    look: { hair: 'bob' },
    biography: {
      en: 'Chloe completed her PhD in neuroscience and is a research fellow studying how songbirds learn. She has six years of teaching and mentoring experience. Since 2022 she has supervised Inspire biology research projects.',
      zh: 'Chloe 获得神经科学博士学位，目前是研究鸣禽如何学习鸣唱的研究员，有六年教学与指导经验。自 2022 年起，她在博睿指导启发精品的生物研究项目。',
    },
  },
  {
    name: teacher('Benjamin S.'),
    subjects: ['biology'],
    look: { hair: 'short', glasses: true, beard: true },
    biography: {
      en: 'Benjamin holds an MSc in genetics and has taught for 14 years. He is head of biology at a secondary school in Auckland and an examiner for A-Level Biology. He has taught at Everbright since 2017.',
      zh: 'Benjamin 拥有遗传学硕士学位，教龄 14 年，现任奥克兰一所中学的生物系主任，同时担任 A-Level 生物考官。他自 2017 年起在博睿任教。',
    },
  },
  {
    name: teacher('Rosa Q.'),
    subjects: ['biology'],
    look: { hair: 'ponytail' },
    biography: {
      en: 'Rosa studied biology, qualified as a teacher and has spent eight years teaching primary science in Barcelona. She designed many of the home experiments in the Young Scientists Lab. She joined Everbright in 2020.',
      zh: 'Rosa 本科主修生物，取得教师资格后在巴塞罗那教授小学科学八年。“小小科学家实验室”中的许多家庭实验都是她设计的。她于 2020 年加入博睿。',
    },
  },
];

import type { PagePlan } from '../page-plan.ts';

export const BLOG_PAGE: PagePlan = {
  slug: 'blog',
  title: { en: 'The Everbright Blog', zh: '博睿博客' },
  description: {
    en: 'Articles from Everbright teachers on problem solving, reading, science at home and choosing between AP and IB.',
    zh: '博睿老师撰写的文章：解题之道、阅读、在家做科学，以及如何在 AP 与 IB 之间做选择。',
  },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'blog-banner',
      module: { en: 'Blog', zh: '博客' },
      title: { en: 'Notes from our classrooms', zh: '来自课堂的随笔' },
      details: {
        en: '<p>Ideas, advice and the occasional favourite problem, written by our teachers.</p>',
        zh: '<p>老师们写下的想法、建议，偶尔还有他们最喜欢的一道题。</p>',
      },
      fontSize: 36,
      align: 'center',
    },
    {
      imageLocation: 'left',
      picture: 'blog-problem',
      module: { en: 'Mathematics', zh: '数学' },
      title: { en: 'What makes a good olympiad problem?', zh: '什么样的奥数题才算好题？' },
      subTitle: { en: 'By Dr. Ethan R., mathematics faculty', zh: '作者：Ethan R. 博士，数学组' },
      details: {
        en: `<p>A good problem is easy to state, hard to start and obvious in hindsight. When I choose problems for a class I look for three things: a small case that anyone can try, a pattern that appears if you are patient, and a moment where the pattern has to be <em>explained</em>, not just observed.</p><p>Try this one at the dinner table: <strong>which numbers can be written as the sum of two or more consecutive positive integers?</strong> Start with 1 to 20 and see what is missing.</p>`,
        zh: `<p>好题的特点是：题面简单，入手困难，事后看来又理所当然。给班上选题时，我会看三点：有没有人人都能尝试的小情形；耐心下去能不能发现规律；以及有没有一个时刻，需要去<em>解释</em>规律，而不只是看到它。</p><p>不妨在饭桌上试试这道题：<strong>哪些正整数可以写成两个或更多个连续正整数之和？</strong>从 1 试到 20，看看缺了哪些数。</p>`,
      },
    },
    {
      imageLocation: 'right',
      picture: 'blog-reading',
      module: { en: 'Writing', zh: '写作' },
      title: { en: 'Reading widely at twelve', zh: '十二岁，读得更广一些' },
      subTitle: { en: 'By Clara M., writing and humanities faculty', zh: '作者：Clara M.，写作与人文组' },
      details: {
        en: `<p>Strong young readers often settle into one genre and stay there. That is comfortable, but writing improves fastest when reading is varied. A simple habit helps: for every novel, one piece of non-fiction, one poem and one long-form article.</p><ul><li>Keep a list of words you had to look up</li><li>Copy out one sentence a week that you wish you had written</li><li>Talk about what you read, even briefly</li></ul>`,
        zh: `<p>阅读能力强的孩子常常只读一种类型的书。这样很舒服，但阅读越多样，写作进步越快。一个简单的习惯很有帮助：每读一本小说，就再读一篇非虚构作品、一首诗和一篇长文章。</p><ul><li>把查过的生词记成清单</li><li>每周抄下一句你希望是自己写出来的句子</li><li>和别人聊聊你读了什么，哪怕只说几句</li></ul>`,
      },
    },
    {
      imageLocation: 'left',
      picture: 'blog-kitchen-science',
      module: { en: 'Science', zh: '科学' },
      title: { en: 'Raising a curious scientist at home', zh: '在家培养一个好奇的小科学家' },
      subTitle: { en: 'By Dr. Priya S., chemistry faculty', zh: '作者：Priya S. 博士，化学组' },
      details: {
        en: `<p>You do not need a laboratory. Red cabbage water changes colour with lemon juice and baking soda; a glass of water and a pencil show refraction; a bag of ice and salt teaches freezing points. What matters is the conversation afterwards: <strong>what did you expect, what happened, and how could we check?</strong></p>`,
        zh: `<p>在家做科学不需要实验室。紫甘蓝汁遇到柠檬汁和小苏打会变色；一杯水和一支铅笔就能演示折射；一袋冰加一把盐就能讲清凝固点。关键在于实验之后的对话：<strong>你原本以为会怎样？实际发生了什么？我们怎样验证？</strong></p>`,
      },
    },
    {
      imageLocation: 'right',
      picture: 'blog-ap-ib',
      module: { en: 'Pathways', zh: '升学路径' },
      title: { en: 'AP or IB? A calm comparison', zh: 'AP 还是 IB？冷静地比较一下' },
      subTitle: { en: 'By James K., academic adviser', zh: '作者：James K.，学术顾问' },
      details: {
        en: `<p>Both are respected by universities worldwide. AP lets a student go deep in the subjects they love and take as many or as few exams as suits them. IB asks for breadth across six subjects, plus the Extended Essay and Theory of Knowledge.</p><p>For gifted students the question is less "which is harder" than "which leaves room for the things they care about". We are happy to talk it through with your family.</p>`,
        zh: `<p>两者都受到世界各地大学的认可。AP 让学生在喜爱的学科上深入钻研，考几门由自己决定；IB 则要求横跨六个学科，外加拓展论文和知识论。</p><p>对资优学生来说，问题与其说是“哪个更难”，不如说是“哪个给他们真正在乎的事留出了空间”。我们很乐意和您的家庭一起聊聊。</p>`,
      },
      button: { url: '/contact', text: { en: 'Talk to an adviser', zh: '咨询顾问' } },
    },
  ],
};

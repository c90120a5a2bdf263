import type { ArticlePlan } from './article-plan.ts';

/** The blog's articles, written by our teachers and advisers. */
export const BLOG_ARTICLES: ArticlePlan[] = [
  {
    kind: 'blog',
    slug: 'what-makes-a-good-olympiad-problem',
    publishedDaysAgo: 4,
    title: { en: 'What makes a good olympiad problem?', zh: '什么样的奥数题才算好题？' },
    summary: {
      en: 'Easy to state, hard to start and obvious in hindsight: Dr. Ethan R. on how he chooses problems for a class.',
      zh: '题面简单、入手困难、事后看来理所当然：Ethan R. 博士谈他如何为课堂选题。',
    },
    body: {
      en: `<p><em>By Dr. Ethan R., mathematics faculty</em></p>
<p>A good problem is easy to state, hard to start and obvious in hindsight. When I choose problems for a class I look for three things: a small case that anyone can try, a pattern that appears if you are patient, and a moment where the pattern has to be <em>explained</em>, not just observed.</p>
<p>That last moment is where mathematics happens. Students who meet it often learn that being stuck is not a sign of failure but the normal state of a problem solver, and that a good notebook of attempts is worth more than a quick answer.</p>
<h3>Try one at the dinner table</h3>
<p><strong>Which numbers can be written as the sum of two or more consecutive positive integers?</strong> Start with 1 to 20 and see what is missing. Then ask why.</p>`,
      zh: `<p><em>作者：Ethan R. 博士，数学组</em></p>
<p>好题的特点是：题面简单，入手困难，事后看来又理所当然。给班上选题时，我会看三点：有没有人人都能尝试的小情形；耐心下去能不能发现规律；以及有没有一个时刻，需要去<em>解释</em>规律，而不只是看到它。</p>
<p>数学恰恰发生在最后那个时刻。走到这一步的学生常常会明白：卡住并不是失败，而是解题者的常态；一本记满尝试的笔记，比一个快速的答案更有价值。</p>
<h3>在饭桌上试一道</h3>
<p><strong>哪些正整数可以写成两个或更多个连续正整数之和？</strong>从 1 试到 20，看看缺了哪些数，再想想为什么。</p>`,
    },
    picture: 'blog-problem',
  },
  {
    kind: 'blog',
    slug: 'reading-widely-at-twelve',
    publishedDaysAgo: 18,
    title: { en: 'Reading widely at twelve', zh: '十二岁，读得更广一些' },
    summary: {
      en: 'Strong young readers often stay in one genre. Clara M. suggests a simple habit that makes writing improve faster.',
      zh: '阅读能力强的孩子常常只读一种类型的书。Clara M. 分享一个让写作进步更快的简单习惯。',
    },
    body: {
      en: `<p><em>By Clara M., writing and humanities faculty</em></p>
<p>Strong young readers often settle into one genre and stay there. That is comfortable, but writing improves fastest when reading is varied. A simple habit helps: for every novel, one piece of non-fiction, one poem and one long-form article.</p>
<ul><li>Keep a list of words you had to look up</li><li>Copy out one sentence a week that you wish you had written</li><li>Talk about what you read, even briefly</li></ul>
<p>None of this needs a reading list from school. A library card, a newspaper at the weekend and ten minutes of conversation at dinner do most of the work.</p>`,
      zh: `<p><em>作者：Clara M.，写作与人文组</em></p>
<p>阅读能力强的孩子常常只读一种类型的书。这样很舒服，但阅读越多样，写作进步越快。一个简单的习惯很有帮助：每读一本小说，就再读一篇非虚构作品、一首诗和一篇长文章。</p>
<ul><li>把查过的生词记成清单</li><li>每周抄下一句你希望是自己写出来的句子</li><li>和别人聊聊你读了什么，哪怕只说几句</li></ul>
<p>这些都不需要学校的书单。一张借书证、周末的一份报纸，再加上晚饭时十分钟的聊天，就能做成大部分事情。</p>`,
    },
    picture: 'blog-reading',
  },
  {
    kind: 'blog',
    slug: 'raising-a-curious-scientist-at-home',
    publishedDaysAgo: 32,
    title: { en: 'Raising a curious scientist at home', zh: '在家培养一个好奇的小科学家' },
    summary: {
      en: 'Red cabbage, a glass of water and a bag of ice: Dr. Priya S. on kitchen experiments and the conversation that matters.',
      zh: '紫甘蓝、一杯水和一袋冰：Priya S. 博士谈厨房实验，以及实验之后真正重要的对话。',
    },
    body: {
      en: `<p><em>By Dr. Priya S., chemistry faculty</em></p>
<p>You do not need a laboratory. Red cabbage water changes colour with lemon juice and baking soda; a glass of water and a pencil show refraction; a bag of ice and salt teaches freezing points.</p>
<p>What matters is the conversation afterwards: <strong>what did you expect, what happened, and how could we check?</strong> Those three questions are the whole of the scientific method, and children enjoy them long before they can name them.</p>`,
      zh: `<p><em>作者：Priya S. 博士，化学组</em></p>
<p>在家做科学不需要实验室。紫甘蓝汁遇到柠檬汁和小苏打会变色；一杯水和一支铅笔就能演示折射；一袋冰加一把盐就能讲清凝固点。</p>
<p>关键在于实验之后的对话：<strong>你原本以为会怎样？实际发生了什么？我们怎样验证？</strong>这三个问题就是科学方法的全部，孩子们远在叫得出它的名字之前，就会喜欢上它们。</p>`,
    },
    picture: 'blog-kitchen-science',
  },
  {
    kind: 'blog',
    slug: 'ap-or-ib-a-calm-comparison',
    publishedDaysAgo: 58,
    title: { en: 'AP or IB? A calm comparison', zh: 'AP 还是 IB？冷静地比较一下' },
    summary: {
      en: 'Both are respected by universities worldwide. Our adviser James K. on depth, breadth and leaving room for what matters.',
      zh: '两者都受到世界各地大学的认可。学术顾问 James K. 谈深度、广度，以及为真正在乎的事留出空间。',
    },
    body: {
      en: `<p><em>By James K., academic adviser</em></p>
<p>Both are respected by universities worldwide. AP lets a student go deep in the subjects they love and take as many or as few exams as suits them. IB asks for breadth across six subjects, plus the Extended Essay and Theory of Knowledge.</p>
<p>For gifted students the question is less "which is harder" than "which leaves room for the things they care about". A young physicist who also competes in olympiads may prefer AP's flexibility; a student who loves connecting ideas across subjects often thrives in IB.</p>
<p>We are happy to talk it through with your family: write to us from the contact page.</p>`,
      zh: `<p><em>作者：James K.，学术顾问</em></p>
<p>两者都受到世界各地大学的认可。AP 让学生在喜爱的学科上深入钻研，考几门由自己决定；IB 则要求横跨六个学科，外加拓展论文和知识论。</p>
<p>对资优学生来说，问题与其说是“哪个更难”，不如说是“哪个给他们真正在乎的事留出了空间”。同时参加奥赛的小物理学家也许更喜欢 AP 的灵活；喜欢在学科之间建立联系的学生，往往在 IB 中如鱼得水。</p>
<p>我们很乐意和您的家庭一起聊聊：请通过联系页面给我们写信。</p>`,
    },
    picture: 'blog-ap-ib',
  },
];

/** News of the academy. */
export const NEWS_ARTICLES: ArticlePlan[] = [
  {
    kind: 'news',
    slug: 'new-insights-courses-open-for-enrolment',
    publishedDaysAgo: 2,
    title: { en: 'New Insights courses open for enrolment', zh: '新一期洞见小班开放报名' },
    summary: {
      en: 'Contest mathematics, olympiad sciences, programming and writing: the new term’s small groups are open until their first class.',
      zh: '竞赛数学、学科奥赛、编程与写作：新一期小班课在首节课前开放报名。',
    },
    body: {
      en: `<p>The new term's Insights courses are now open. Each group has at most eight students and meets online every week with the same teacher, so that nobody gets lost and everybody is heard.</p>
<p>Enrolment for each course closes when its first class begins. Courses that fill up early are marked as sold out, and our admissions team keeps a waiting list.</p>
<p>Not sure which level suits your child? A placement assessment takes an hour and ends with a written recommendation.</p>`,
      zh: `<p>新一期洞见小班课现已开放报名。每个小组最多八名学生，每周由同一位老师在线授课，确保没有人掉队、每个人都能发言。</p>
<p>每门课程在首节课开始时截止报名。提前满员的课程会标为“已售罄”，招生团队会为您登记候补。</p>
<p>不确定哪个级别适合孩子？分级测评只需一小时，结束后会给出书面建议。</p>`,
    },
    picture: 'small-group',
  },
  {
    kind: 'news',
    slug: 'young-scientists-lab-new-teachers',
    publishedDaysAgo: 26,
    title: { en: 'Two new teachers for the Young Scientists Lab', zh: '小小科学家实验室迎来两位新老师' },
    summary: {
      en: 'Rosa Q. and Amira H. now lead our hands-on science course for Grades 3 to 5.',
      zh: 'Rosa Q. 与 Amira H. 现在共同带领面向三至五年级的动手科学课。',
    },
    body: {
      en: `<p>Rosa Q., who designed many of the course's home experiments, and Amira H., a chemistry teacher from Abu Dhabi, now lead the Young Scientists Lab together.</p>
<p>Every week brings a question, a simple experiment with things found at home and a conversation about what happened and why. The term ends with a mini science fair for families.</p>`,
      zh: `<p>设计了课程中许多家庭实验的 Rosa Q.，与来自阿布扎比的化学老师 Amira H.，现在共同带领小小科学家实验室。</p>
<p>每周一个问题、一个用家中物品就能完成的小实验，再一起讨论发生了什么、为什么。学期末还会举办面向家庭的迷你科学展。</p>`,
    },
    picture: 'weekly-rhythm',
  },
];

import type { PagePlan } from '../page-plan.ts';

export const TEACH_PAGE: PagePlan = {
  slug: 'teach',
  title: { en: 'Teach with Everbright', zh: '加入博睿任教' },
  description: {
    en: 'We welcome subject specialists and foreign teachers who love their subject and enjoy teaching gifted students online. See who we look for and how to apply.',
    zh: '欢迎热爱本学科、乐于在线教授资优学生的学科专家与外籍教师加入。了解我们的要求和申请流程。',
  },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'teach-banner',
      module: { en: 'Teach', zh: '任教' },
      title: { en: 'Teach students who ask “why?”', zh: '教那些总爱问“为什么”的学生' },
      details: {
        en: '<p>Join a team of teachers who still get excited about their subject, and teach it to students who can keep up.</p>',
        zh: '<p>加入一支依然为本学科着迷的教师团队，把它教给跟得上你的学生。</p>',
      },
      button: { url: '/register/foreign', text: { en: 'Apply to teach', zh: '申请任教' } },
      fontSize: 40,
      align: 'left',
    },
    {
      imageLocation: 'right',
      picture: 'teacher-profile',
      module: { en: 'Who we look for', zh: '我们在找什么样的老师' },
      title: { en: 'Specialists who are also good company', zh: '既是专家，也是好伙伴' },
      details: {
        en: `<ul><li>A degree in your subject; a master's or doctorate is welcome but not required</li><li>At least three years of teaching, coaching or tutoring</li><li>Competition or research experience for olympiad and Inspire courses</li><li>Fluent English; Mandarin is a plus, not a requirement</li><li>A quiet room, a good camera and a reliable connection</li></ul>`,
        zh: `<ul><li>本学科学位，硕士或博士优先但非必需</li><li>至少三年授课、教练或辅导经验</li><li>教授奥赛和启发精品课程者，需有竞赛或科研经历</li><li>英语流利；会中文更好，但不是必需条件</li><li>安静的房间、清晰的摄像头和稳定的网络</li></ul>`,
      },
    },
    {
      imageLocation: 'left',
      picture: 'online-classroom',
      module: { en: 'Working here', zh: '在这里工作' },
      title: { en: 'What teaching at Everbright is like', zh: '在博睿教书是什么体验' },
      details: {
        en: `<p>Most of our foreign teachers teach alongside a school or university role. You choose the hours you offer; we fill them with students at the right level.</p><ul><li>Small classes and motivated students</li><li>A shared problem library and lesson plans you can adapt</li><li>Support from an academic coordinator and a teaching assistant</li><li>Fair pay, paid monthly, plus paid preparation time for new courses</li></ul>`,
        zh: `<p>我们的大多数外籍老师同时在中学或大学任职。可授课时间由你决定，我们为你安排水平合适的学生。</p><ul><li>小班授课，学生积极主动</li><li>共享题库和可以自由改编的教案</li><li>教务协调员和助教的支持</li><li>薪酬公道，按月发放；开设新课程时备课时间同样计薪</li></ul>`,
      },
    },
    {
      imageLocation: 'upper',
      picture: 'application-steps',
      module: { en: 'How to apply', zh: '申请流程' },
      title: { en: 'From application to first class', zh: '从申请到第一节课' },
      details: {
        en: `<ol><li>Complete the online application: your profile, education, experience and availability.</li><li>Upload your CV and any certificates.</li><li>A 30-minute interview with the academic team.</li><li>A short demo lesson with two or three of our students.</li><li>An induction session, then your first class.</li></ol><p>We reply to every application within ten working days.</p>`,
        zh: `<ol><li>在线填写申请：个人资料、教育背景、工作经历和可授课时间。</li><li>上传简历和相关证书。</li><li>与教学团队进行 30 分钟面试。</li><li>给两三名学生上一节简短的试讲课。</li><li>参加入职培训，然后开始第一节课。</li></ol><p>每份申请我们都会在十个工作日内回复。</p>`,
      },
      button: { url: '/register/foreign', text: { en: 'Start your application', zh: '开始申请' } },
    },
    {
      imageLocation: 'below',
      picture: 'faculty-collage',
      module: { en: 'Our faculty', zh: '师资团队' },
      title: { en: 'The colleagues you would join', zh: '你将加入的同事们' },
      details: {
        en: '<p>Read about the 42 teachers who teach at Everbright today.</p>',
        zh: '<p>认识目前在博睿任教的 42 位老师。</p>',
      },
      button: { url: '/faculty', text: { en: 'Meet our faculty', zh: '认识师资团队' } },
      align: 'center',
    },
  ],
};

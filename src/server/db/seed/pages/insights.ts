import { CourseType, ProductCategory } from '../../../../shared/catalogue.ts';
import type { PagePlan } from '../page-plan.ts';

export const INSIGHTS_PAGE: PagePlan = {
  slug: 'insights',
  title: { en: 'Insights Small-Group Courses', zh: '洞见小班课程' },
  description: {
    en: 'Insights: weekly live courses for 4-8 gifted students in mathematics, science, computing, writing and economics. See the timetable and open seats.',
    zh: '洞见小班：面向 4 至 8 名资优学生的每周直播课，涵盖数学、科学、编程、写作与经济学。查看课表与剩余名额。',
  },
  timetables: ['insights'],
  goods: { categoryId: ProductCategory.Insights, courseType: CourseType.Insights },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'insights-banner',
      module: { en: 'Insights', zh: '洞见小班' },
      title: { en: 'Think together, go further', zh: '一起思考，走得更远' },
      subTitle: { en: 'Live small-group courses for 4 to 8 students', zh: '4 至 8 人的小班直播课程' },
      details: {
        en: '<p>Weekly classes with a clear syllabus, a teacher who knows every student by name and classmates who love a good problem.</p>',
        zh: '<p>每周上课，大纲清晰；老师叫得出每位同学的名字，同学们都爱钻研好题。</p>',
      },
      fontSize: 36,
      align: 'left',
    },
    {
      imageLocation: 'right',
      picture: 'small-group',
      module: { en: 'Why small groups', zh: '为什么是小班' },
      title: { en: 'Every student speaks in every class', zh: '每节课，人人都发言' },
      details: {
        en: `<p>With at most eight students, nobody can hide and nobody is left behind. Students explain their ideas, hear different approaches to the same problem and learn to disagree politely.</p><ul><li>Groups are formed by level, not only by grade</li><li>Cameras on, with short breakout rounds in pairs</li><li>A recording of each class for revision</li></ul>`,
        zh: `<p>班级最多八人，谁都躲不掉，也不会有人掉队。学生讲出自己的想法，听到同一道题的不同解法，并学会有礼貌地提出不同意见。</p><ul><li>按水平分班，而不只是按年级</li><li>全程开启摄像头，穿插两人一组的小讨论</li><li>每节课提供录像，方便复习</li></ul>`,
      },
    },
    {
      imageLocation: 'left',
      picture: 'weekly-rhythm',
      module: { en: 'A typical week', zh: '典型的一周' },
      title: { en: 'One class, one problem set, one note home', zh: '一节课、一份习题、一条反馈' },
      details: {
        en: `<ul><li><strong>Class:</strong> 90 minutes live, at the same time each week</li><li><strong>Problem set:</strong> about an hour of practice, marked with comments</li><li><strong>Office hour:</strong> an optional drop-in with the teacher</li><li><strong>Unit notes:</strong> a short written update for parents every few weeks</li></ul>`,
        zh: `<ul><li><strong>上课：</strong>每周固定时间，90 分钟直播</li><li><strong>习题：</strong>约一小时的练习，附批注批改</li><li><strong>答疑：</strong>可自愿参加的老师答疑时间</li><li><strong>单元反馈：</strong>每隔几周给家长一份简短的书面说明</li></ul>`,
      },
    },
    {
      imageLocation: 'below',
      picture: 'progress-chart',
      module: { en: 'Progress', zh: '学习成效' },
      title: { en: 'Progress you can see', zh: '看得见的进步' },
      details: {
        en: '<p>At the end of each course students receive a report with their work on the course problems, the teacher\'s comments and a recommendation for the next step. Below you can browse the timetable and the courses with seats still open.</p>',
        zh: '<p>每门课程结束时，学生会收到一份报告，包括课程习题的完成情况、老师的评语以及下一步的建议。您可以在下方查看课表和仍有名额的课程。</p>',
      },
    },
  ],
};

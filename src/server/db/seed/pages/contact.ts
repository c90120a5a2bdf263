import type { PagePlan } from '../page-plan.ts';

export const CONTACT_PAGE: PagePlan = {
  slug: 'contact',
  title: { en: 'Contact Everbright Academy', zh: '联系博睿学院' },
  description: {
    en: 'Contact Everbright Academy: address, phone numbers, e-mail and office hours for admissions and support.',
    zh: '联系博睿学院：地址、电话、电子邮箱，以及招生与客服的办公时间。',
  },
  blocks: [
    {
      imageLocation: 'overly',
      picture: 'contact-banner',
      module: { en: 'Contact', zh: '联系我们' },
      title: { en: 'We are happy to help', zh: '很高兴为您服务' },
      details: {
        en: '<p>Questions about courses, assessments or an order? Write or call, and an adviser will get back to you within one working day.</p>',
        zh: '<p>对课程、测评或订单有疑问？欢迎来信或致电，顾问会在一个工作日内回复您。</p>',
      },
      fontSize: 32,
      align: 'left',
    },
    {
      imageLocation: 'left',
      picture: 'contact-office',
      module: { en: 'Our office', zh: '办公地址' },
      title: { en: 'Visit or call', zh: '来访或致电' },
      details: {
        en: `<p><strong>Everbright Academy</strong><br>Floor 18, Lumen Tower<br>1288 Yan'an West Road, Changning District<br>Shanghai 200050, China</p>
<p>Phone (China): <a href="tel:+862155502016">+86 21 5550 2016</a><br>Phone (international): <a href="tel:+14155550116">+1 415 555 0116</a><br>E-mail: <a href="mailto:support@everbright.academy">support@everbright.academy</a></p>
<p><strong>Office hours (Beijing time)</strong><br>Monday to Friday 9:00–18:00<br>Saturday 9:00–17:00</p>`,
        zh: `<p><strong>博睿学院</strong><br>中国上海市长宁区延安西路 1288 号<br>明光大厦 18 楼<br>邮编 200050</p>
<p>国内电话：<a href="tel:+862155502016">+86 21 5550 2016</a><br>国际电话：<a href="tel:+14155550116">+1 415 555 0116</a><br>电子邮箱：<a href="mailto:support@everbright.academy">support@everbright.academy</a></p>
<p><strong>办公时间（北京时间）</strong><br>周一至周五 9:00–18:00<br>周六 9:00–17:00</p>`,
      },
    },
    {
      imageLocation: 'right',
      picture: 'contact-envelope',
      module: { en: 'Admissions', zh: '招生咨询' },
      title: { en: 'Admissions and assessments', zh: '招生与测评' },
      details: {
        en: '<p>For placement assessments, Inspire plans and questions about which course to choose, write to our admissions team. Please include your child\'s grade and the subjects you are interested in.</p>',
        zh: '<p>关于分级测评、启发精品计划以及选课问题，请发邮件给招生团队，并注明孩子的年级和感兴趣的学科。</p>',
      },
      button: { url: 'mailto:admissions@everbright.academy', text: { en: 'E-mail admissions', zh: '发邮件给招生团队' } },
    },
  ],
};

import { POLICY_VERSION } from '../../../../shared/policies.ts';
import type { PagePlan } from '../page-plan.ts';

const version = {
  en: `Version ${POLICY_VERSION.number}, ${POLICY_VERSION.date}`,
  zh: `第 ${POLICY_VERSION.number} 版，${POLICY_VERSION.date}`,
};

/** The terms a family agrees to when it signs up: accounts, orders, refunds, classes and conduct. */
export const TERMS_PAGE: PagePlan = {
  slug: 'terms',
  title: { en: 'Terms of use | Everbright Academy', zh: '使用条款 | 博睿学院' },
  description: {
    en: 'The terms of Everbright Academy’s portal: accounts, orders and payment, refunds, classes and recordings, and conduct.',
    zh: '博睿学院门户的使用条款：账号、订单与付款、退款、课程以及行为规范。',
  },
  blocks: [
    {
      imageLocation: 'upper',
      module: { en: 'Terms of use', zh: '使用条款' },
      title: { en: 'The terms of our portal and courses', zh: '门户与课程的使用条款' },
      subTitle: version,
      details: {
        en: `<p>These terms are between you and Everbright Academy (Floor 18, Lumen Tower, 1288 Yan'an West Road, Shanghai 200050). By creating an account you agree to them and to our <a href="/privacy">privacy notice</a>. If we change them in a way that matters, we will tell you before the change applies.</p>`,
        zh: `<p>本条款是您与博睿学院（上海市长宁区延安西路 1288 号明光大厦 18 楼，邮编 200050）之间的约定。注册账号即表示您同意本条款以及我们的<a href="/privacy">隐私声明</a>。如有重要变更，我们会在生效前通知您。</p>`,
      },
    },
    {
      imageLocation: 'upper',
      module: { en: 'Accounts', zh: '账号' },
      title: { en: 'Your account', zh: '您的账号' },
      details: {
        en: `<ul>
<li>An account is for a parent or guardian, who must be an adult; children do not have accounts of their own.</li>
<li>Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.</li>
<li>Give true details for yourself and your children, so that we can place them well.</li>
</ul>`,
        zh: `<ul>
<li>账号由家长或监护人注册，须为成年人；孩子不单独开设账号。</li>
<li>请妥善保管密码。您对使用您账号所做的一切负责；如怀疑他人使用了您的账号，请立即告知我们。</li>
<li>请如实填写您和孩子的信息，以便我们合理安排课程。</li>
</ul>`,
      },
    },
    {
      imageLocation: 'upper',
      module: { en: 'Orders', zh: '订单' },
      title: { en: 'Orders, payment and refunds', zh: '订单、付款与退款' },
      details: {
        en: `<ul>
<li>An order holds a seat until its payment deadline, shown on the order; an order unpaid by then closes and frees the seat.</li>
<li>Prices include tuition and the application fee, shown together before you pay. You pay by card or by bank transfer; a transfer counts once our staff have confirmed it.</li>
<li>Refunds follow the refund policy shown on each order, which depends on when you ask and when the first class is. The application fee is not refunded.</li>
<li>A course that does not reach its minimum size may be moved or cancelled; if we cancel, you get a full refund.</li>
</ul>`,
        zh: `<ul>
<li>订单会在付款截止时间（见订单页）前为您保留名额；逾期未付的订单将关闭并释放名额。</li>
<li>价格包括学费和申请费，付款前一并显示。您可通过银行卡或银行转账付款；转账经工作人员确认后生效。</li>
<li>退款按各订单页所示的退款政策办理，取决于申请时间与首次课时间。申请费不予退还。</li>
<li>未达到最低开班人数的课程可能调整或取消；如由我们取消，将全额退款。</li>
</ul>`,
      },
    },
    {
      imageLocation: 'upper',
      module: { en: 'Classes', zh: '课程' },
      title: { en: 'Classes and conduct', zh: '上课与行为规范' },
      details: {
        en: `<ul>
<li>A booked class can be cancelled up to 24 hours before it starts; after that, an absence uses the session.</li>
<li>The classroom link is for your child alone; please do not share it or record classes.</li>
<li>Teaching materials are the academy's and its teachers'; they are for your child's own learning.</li>
<li>We expect kindness from students, families and teachers alike, and may end a place after a serious breach, with a refund of the classes not yet given.</li>
</ul>`,
        zh: `<ul>
<li>已预约的课程最晚可在开课前 24 小时取消；此后缺席将计为已使用课时。</li>
<li>课堂链接仅供您的孩子使用，请勿转发，也请勿录制课程。</li>
<li>教学资料归学院及其老师所有，仅供您的孩子自己学习使用。</li>
<li>我们期望学员、家长和老师彼此友善相待；如有严重违规，我们可终止其学位，并退还尚未上课部分的费用。</li>
</ul>`,
      },
    },
    {
      imageLocation: 'upper',
      module: { en: 'Contact', zh: '联系' },
      title: { en: 'Questions and disputes', zh: '疑问与争议' },
      details: {
        en: `<p>Write to us under Feedback in your User Center or at <a href="mailto:support@everbright.academy">support@everbright.academy</a>, and we will try to put things right. These terms are governed by the laws of the People's Republic of China, without taking away the protection the law where you live gives you as a consumer.</p>`,
        zh: `<p>如有问题，请在用户中心的“反馈”中留言，或发邮件至 <a href="mailto:support@everbright.academy">support@everbright.academy</a>，我们会尽力妥善解决。本条款适用中华人民共和国法律，但不影响您所在地法律给予消费者的保护。</p>`,
      },
    },
  ],
};

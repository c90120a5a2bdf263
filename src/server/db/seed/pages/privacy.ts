import { POLICY_VERSION } from '../../../../shared/policies.ts';
import type { PagePlan } from '../page-plan.ts';

const version = {
  en: `Version ${POLICY_VERSION.number}, ${POLICY_VERSION.date}`,
  zh: `第 ${POLICY_VERSION.number} 版，${POLICY_VERSION.date}`,
};

/** What the portal collects, why, for how long, who sees it, and how a family gets it or has it deleted. */
export const PRIVACY_PAGE: PagePlan = {
  slug: 'privacy',
  title: { en: 'Privacy notice | Everbright Academy', zh: '隐私声明 | 博睿学院' },
  description: {
    en: 'What Everbright Academy collects about families and students, why, how long it is kept, who sees it, and how to get a copy or have it deleted.',
    zh: '博睿学院收集哪些家庭和学员信息、用途、保存期限、谁能看到，以及如何获取副本或要求删除。',
  },
  blocks: [
    {
      imageLocation: 'upper',
      module: { en: 'Privacy notice', zh: '隐私声明' },
      title: { en: 'Your family’s data, and what we do with it', zh: '您家庭的信息，以及我们如何使用' },
      subTitle: version,
      details: {
        en: `<p>Everbright Academy (Floor 18, Lumen Tower, 1288 Yan'an West Road, Shanghai 200050) runs this portal and is responsible for the personal information in it. Much of it is about children, so we collect only what we need to teach them and to run your account, and we never sell it or use it for advertising.</p>
<p>Questions about this notice: write to <a href="mailto:support@everbright.academy">support@everbright.academy</a> or under Feedback in your User Center.</p>`,
        zh: `<p>本门户由博睿学院（上海市长宁区延安西路 1288 号明光大厦 18 楼，邮编 200050）运营，并对其中的个人信息负责。其中很多信息与孩子有关，因此我们只收集教学和管理账号所必需的信息，绝不出售，也不用于广告。</p>
<p>对本声明有疑问，请发邮件至 <a href="mailto:support@everbright.academy">support@everbright.academy</a>，或在用户中心的“反馈”中留言。</p>`,
      },
    },
    {
      imageLocation: 'upper',
      module: { en: 'What we collect', zh: '我们收集的信息' },
      title: { en: 'What we collect, and why', zh: '收集什么，为什么收集' },
      details: {
        en: `<ul>
<li><strong>Your account:</strong> user name, e-mail address, nickname, photo if you add one, phone number, language and time zone. To sign you in, reach you about classes and orders, and show times in your zone.</li>
<li><strong>Your children:</strong> name, gender, birth date, grade, school and the notes you write. To place each child in the right course and class.</li>
<li><strong>Applications and orders:</strong> the course, the answers on the application, prices, payment method and status, transfer receipts you upload, refunds. To sell and deliver courses and to keep the accounts the law requires. Card numbers go to our card provider and never reach us.</li>
<li><strong>Learning:</strong> bookings, attendance, assessments and their reports, academic records, Inspire requirements with their questionnaires and files, feedback and messages with teachers and staff. To teach, report progress and answer you.</li>
<li><strong>Teacher applications:</strong> for teachers who apply, their profile, education, experience, availability and documents. To decide on the application.</li>
<li><strong>Security:</strong> sign-in sessions, the network address of requests and a log of what staff change. To keep accounts safe, limit abuse and account for staff's work.</li>
</ul>
<p>The portal sets no advertising or tracking cookies. Your browser keeps your sign-in and your language choice so that the portal remembers them.</p>`,
        zh: `<ul>
<li><strong>您的账号：</strong>用户名、邮箱、昵称、您上传的头像、电话、语言和时区。用于登录、就课程和订单与您联系，并按您的时区显示时间。</li>
<li><strong>您的孩子：</strong>姓名、性别、出生日期、年级、学校以及您填写的备注。用于为每个孩子安排合适的课程和班级。</li>
<li><strong>申请与订单：</strong>课程、申请中的回答、价格、付款方式与状态、您上传的转账凭证、退款。用于销售和交付课程，并按法律要求保存账目。银行卡号只交给我们的支付服务商，我们不会接触。</li>
<li><strong>学习：</strong>预约、出勤、测评及报告、学业档案、启发计划需求及其问卷和文件、反馈以及与老师和工作人员的消息。用于教学、汇报进展和回复您。</li>
<li><strong>教师申请：</strong>申请任教的老师的资料、学历、经历、可授课时间和文件。用于审核申请。</li>
<li><strong>安全：</strong>登录会话、请求的网络地址，以及工作人员操作记录。用于保护账号、防止滥用，并记录工作人员所做的更改。</li>
</ul>
<p>本门户不在您的浏览器中存放任何用于广告或跟踪的数据。您的浏览器会保存登录状态和语言选择，以便门户记住它们。</p>`,
      },
    },
    {
      imageLocation: 'upper',
      module: { en: 'Who sees it', zh: '谁能看到' },
      title: { en: 'Who sees it', zh: '谁能看到这些信息' },
      details: {
        en: `<ul>
<li><strong>Academy staff</strong> (advisers and administrators) see what they need to run admissions, orders, classes and support. Every change they make is logged.</li>
<li><strong>Teachers</strong> see the classes they teach: each child's first name, grade and age, and the note you write for teachers. Never your contact details.</li>
<li><strong>Service providers</strong> who work for us: our card payment provider (for card payments), our mail service (to deliver e-mail) and our hosting and file storage. They may use the data only to provide that service.</li>
<li><strong>Authorities</strong>, only where the law obliges us.</li>
</ul>
<p>We do not sell personal information and do not share it with advertisers.</p>`,
        zh: `<ul>
<li><strong>学院工作人员</strong>（顾问和管理员）只查看办理招生、订单、课程和客服所需的信息。他们的每次更改都有记录。</li>
<li><strong>老师</strong>只看到自己任教班级中每个孩子的名字、年级和年龄，以及您写给老师的备注，绝不会看到您的联系方式。</li>
<li><strong>为我们提供服务的机构：</strong>银行卡支付服务商（仅限银行卡付款）、邮件服务商（用于投递邮件）以及服务器和文件存储服务。他们只能为提供该项服务而使用这些信息。</li>
<li><strong>政府机关</strong>，仅在法律要求时提供。</li>
</ul>
<p>我们不出售个人信息，也不会与广告商分享。</p>`,
      },
    },
    {
      imageLocation: 'upper',
      module: { en: 'How long', zh: '保存期限' },
      title: { en: 'How long we keep it', zh: '保存多久' },
      details: {
        en: `<ul>
<li>Your account, your children's details and their learning records: while your account is open, and deleted or anonymised when you ask us to close it.</li>
<li>Orders, payments, refunds and receipts: as long as tax and accounting law requires, even after the account is closed; they are then kept without the family's other details.</li>
<li>Sign-in sessions end after a week at most and are then deleted; password codes and limits on repeated requests are deleted soon after they run out; documents sent with a teacher application that was never completed are deleted.</li>
</ul>`,
        zh: `<ul>
<li>您的账号、孩子的资料及其学习记录：在账号存续期间保存；您要求注销时删除或匿名化。</li>
<li>订单、付款、退款和收据：按税务和会计法规要求的期限保存，账号注销后亦然；届时不再与家庭的其他信息关联。</li>
<li>登录会话最长一周后结束并删除；密码验证码和频率限制记录过期后很快删除；未完成的教师申请所上传的文件会被删除。</li>
</ul>`,
      },
    },
    {
      imageLocation: 'upper',
      module: { en: 'Your rights', zh: '您的权利' },
      title: { en: 'Getting a copy, correcting or deleting it', zh: '获取副本、更正或删除' },
      details: {
        en: `<p>You can see and correct your account and your children's details yourself in the User Center. Under Account settings, you can download a copy of everything we hold about your family, with your files and receipts, and ask for your account to be deleted: it is erased 14 days later, and you can withdraw until then. Orders and receipts are kept without your name, as the law requires. You can also ask us under Feedback or at <a href="mailto:support@everbright.academy">support@everbright.academy</a>; we answer within 15 working days. You can withdraw consent, or object to a use of your data, the same way.</p>
<p>If you are not satisfied with our answer, you may complain to the data protection authority where you live.</p>`,
        zh: `<p>您可以在用户中心自行查看和更正账号及孩子的资料。在“账户设置”中，您可以下载我们保存的家庭全部信息副本（含文件和收据），也可以申请删除账户：账户将在 14 天后删除，期间可随时撤回；按法律要求，订单和收据会以匿名方式保留。您也可以在“反馈”中提出，或发邮件至 <a href="mailto:support@everbright.academy">support@everbright.academy</a>，我们会在 15 个工作日内答复。您可以用同样的方式撤回同意或反对某项使用。</p>
<p>如对我们的答复不满意，您可以向所在地的个人信息保护监管部门投诉。</p>`,
      },
      button: { url: '/user/account', text: { en: 'Your family’s data', zh: '家庭数据' } },
    },
  ],
};

import { formatMoney } from '../../../shared/money.ts';
import { PROGRAMME_NAMES } from '../../../shared/programmes.ts';
import { formatInstant } from '../../../shared/time-labels.ts';
import type { Language } from '../../../shared/language.ts';
import { BRAND, compose, greetingFor, type MailContent } from './templates.ts';

/**
 * Mail of assessments and Inspire requirements (issue 9), in the parent's language. Times are
 * written in the zone the family chose, with the zone's name, so that nobody converts by hand.
 */

/** "Monday, 2 March 2026 at 16:30 (Beijing time)": the zone's one name per language (D33), as on the site. */
export function timeInZone(instant: Date, timeZone: string, language: Language): string {
  return formatInstant(instant, timeZone, language, 'long');
}

/** The zones a family reads a time in: the academy's, and their own when it differs (D33). */
export interface ReaderZones {
  academy: string;
  own: string | null;
}

/** A time in the academy's zone, followed by the reader's own when their clock reads otherwise. */
export function timeForReader(instant: Date, zones: ReaderZones, language: Language): string {
  const academy = timeInZone(instant, zones.academy, language);
  if (!zones.own || zones.own === zones.academy) return academy;
  const own = timeInZone(instant, zones.own, language);
  return language === 'cn' ? `${academy}；您当地时间 ${own}` : `${academy}; your time ${own}`;
}

const localeOf = (language: Language) => (language === 'cn' ? 'zh-CN' : 'en-US');

// ---- assessments ---------------------------------------------------------------------------------

export type AssessmentMail =
  | { kind: 'scheduled'; when: string; assessor: string; meetingUrl: string }
  | { kind: 'reportSent' }
  | { kind: 'abnormal'; reason: string };

export function assessmentMail(params: { name: string; childName: string } & AssessmentMail, language: Language): MailContent {
  const greeting = greetingFor(params.name, language);
  const { childName } = params;
  if (language === 'cn') {
    switch (params.kind) {
      case 'scheduled':
        return compose(language, `${childName}的测评时间已确定`, greeting, [
          `${childName}的测评安排在 ${params.when}，测评老师：${params.assessor}。`,
          `届时请通过以下链接进入线上会议室：${params.meetingUrl}`,
          '您可以在个人中心的概览页查看测评进度。',
        ]);
      case 'reportSent':
        return compose(language, `${childName}的测评报告已发送`, greeting, [
          `${childName}的测评报告已经完成。`,
          '您可以在个人中心的“学习档案”中查看报告，也可以在概览页的测评卡片中打开。',
        ]);
      case 'abnormal':
        return compose(language, `${childName}的测评未能完成`, greeting, [
          `很抱歉，${childName}的测评未能按计划完成。原因：${params.reason}`,
          '您可以在个人中心的概览页重新预约测评。',
        ]);
    }
  }
  switch (params.kind) {
    case 'scheduled':
      return compose(language, `${childName}'s assessment is scheduled`, greeting, [
        `${childName}'s assessment is on ${params.when}, with ${params.assessor}.`,
        `Please join the online meeting room at: ${params.meetingUrl}`,
        'You can follow the assessment on the overview page of your User Center.',
      ]);
    case 'reportSent':
      return compose(language, `${childName}'s assessment report is ready`, greeting, [
        `${childName}'s assessment report is ready.`,
        'You can read it under "Academic records" in your User Center, or open it from the assessment on your overview page.',
      ]);
    case 'abnormal':
      return compose(language, `${childName}'s assessment could not take place`, greeting, [
        `We are sorry: ${childName}'s assessment could not be completed as planned. Reason: ${params.reason}`,
        'You can book the assessment again from the overview page of your User Center.',
      ]);
  }
}

// ---- Inspire requirements ------------------------------------------------------------------------------

export type RequirementMail =
  | { kind: 'consultantMatched'; consultant: string }
  | { kind: 'consultantCommunicated' }
  | { kind: 'teacherMatched'; teacher: string }
  | { kind: 'meetingScheduled'; when: string; meetingUrl: string }
  | { kind: 'meetingHeld' }
  | { kind: 'communicationDone' }
  | { kind: 'productFormed'; programme: string; hours: number; price: number; currency: string }
  | { kind: 'closed'; reason: string };

function requirementLines(mail: RequirementMail, childName: string, language: Language): { subject: string; lines: string[] } {
  const cn = language === 'cn';
  switch (mail.kind) {
    case 'consultantMatched':
      return cn
        ? { subject: '已为您匹配顾问', lines: [`${mail.consultant} 将担任${childName}的${PROGRAMME_NAMES.inspire.cn}课程顾问，并会尽快与您联系。`] }
        : { subject: 'Your consultant', lines: [`${mail.consultant} is now the consultant for ${childName}'s Inspire programme and will be in touch soon.`] };
    case 'consultantCommunicated':
      return cn
        ? { subject: '顾问沟通已完成', lines: ['感谢您与顾问的沟通。我们正在为您寻找合适的外籍教师。'] }
        : { subject: 'Thank you for talking with us', lines: ['Thank you for talking with your consultant. We are now looking for the right foreign teacher.'] };
    case 'teacherMatched':
      return cn
        ? { subject: '已为您匹配外籍教师', lines: [`我们为${childName}匹配了外籍教师 ${mail.teacher}。接下来我们会安排一次三方会议。`] }
        : { subject: 'A teacher for your programme', lines: [`We have matched ${mail.teacher} as ${childName}'s teacher. Next we will arrange a three-party meeting.`] };
    case 'meetingScheduled':
      return cn
        ? { subject: '三方会议时间已确定', lines: [`三方会议安排在 ${mail.when}。`, `会议链接：${mail.meetingUrl}`] }
        : { subject: 'Your three-party meeting', lines: [`The three-party meeting is on ${mail.when}.`, `Meeting link: ${mail.meetingUrl}`] };
    case 'meetingHeld':
      return cn
        ? { subject: '三方会议已完成', lines: ['感谢您参加三方会议。我们会根据会议内容继续与您沟通课程细节。'] }
        : { subject: 'Thank you for the meeting', lines: ['Thank you for joining the three-party meeting. We will follow up on the details of the programme.'] };
    case 'communicationDone':
      return cn
        ? { subject: '沟通已完成', lines: ['课程细节的沟通已经完成，我们正在为您形成课程方案。'] }
        : { subject: 'Your programme is being prepared', lines: ['We have agreed the details, and we are now preparing the programme for you.'] };
    case 'productFormed': {
      const price = formatMoney(mail.price, mail.currency, localeOf(language));
      return cn
        ? {
            subject: '您的定制课程已形成',
            lines: [`为${childName}定制的课程“${mail.programme}”已形成：共 ${mail.hours} 小时，价格 ${price}。`, '请在个人中心的需求详情页查看并购买。'],
          }
        : {
            subject: 'Your programme is ready',
            lines: [
              `The programme "${mail.programme}" for ${childName} is ready: ${mail.hours} hours for ${price}.`,
              'You can review and buy it on the requirement page of your User Center.',
            ],
          };
    }
    case 'closed':
      return cn
        ? { subject: '您的需求已关闭', lines: [`我们关闭了${childName}的${PROGRAMME_NAMES.inspire.cn}需求。原因：${mail.reason}`, '如有任何问题，欢迎随时联系我们。'] }
        : { subject: 'Your request was closed', lines: [`We closed the Inspire request for ${childName}. Reason: ${mail.reason}`, 'Please contact us if you have any questions.'] };
  }
}

export function requirementMail(params: { name: string; childName: string; mail: RequirementMail }, language: Language): MailContent {
  const { subject, lines } = requirementLines(params.mail, params.childName, language);
  const prefix = language === 'cn' ? `${BRAND.cn}${PROGRAMME_NAMES.inspire.cn}：` : `${BRAND.en} Inspire: `;
  const footer = language === 'cn' ? '您可以在个人中心的“需求”页面查看每一步进展。' : 'You can follow every step under "Requirements" in your User Center.';
  return compose(language, `${prefix}${subject}`, greetingFor(params.name, language), [...lines, footer]);
}

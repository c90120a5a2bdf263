import type { Language } from '../../../shared/language.ts';
import { timeForReader, type ReaderZones } from './consulting-templates.ts';
import { compose, greetingFor, type MailContent } from './templates.ts';

/** Sent when a seat freed on a full course is held for the first family on its waitlist (D32). */
export function waitlistOfferMail(
  params: { name: string; childName: string; productName: string; until: Date; zones: ReaderZones },
  language: Language,
): MailContent {
  const until = timeForReader(params.until, params.zones, language);
  if (language === 'cn') {
    return compose(language, `“${params.productName}”有名额了，为${params.childName}保留至 ${until}`, greetingFor(params.name, language), [
      `“${params.productName}”空出了一个名额。您在候补名单上排在首位，这个名额为${params.childName}保留至 ${until}。`,
      '请在此之前在课程页报名并付款；逾期名额将转给候补名单上的下一位家庭。',
    ]);
  }
  return compose(language, `A seat on "${params.productName}" is held for ${params.childName} until ${until}`, greetingFor(params.name, language), [
    `A seat has freed on "${params.productName}", and you are first on its waitlist: it is held for ${params.childName} until ${until}.`,
    'Apply and pay on the course page before then; after that the seat passes to the next family in line.',
  ]);
}

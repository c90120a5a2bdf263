import { describe, expect, it } from 'vitest';
import { PROGRAMME_NAMES } from '../../shared/programmes.ts';
import { en } from './en.ts';
import { zh } from './zh.ts';

/** One name for each thing in each language (issue 33): a menu entry reads as the page it opens. */
describe.each([
  ['en', en],
  ['cn', zh],
] as const)('names in %s', (language, catalogue) => {
  it('names each User Center page in its menu as its title does', () => {
    const { nav } = catalogue.user;
    expect({
      account: nav.account,
      notifications: nav.notifications,
      entitle: nav.entitle,
      order: nav.order,
      plan: nav.plan,
      child: nav.child,
      requirement: nav.requirement,
      requirementUpload: nav.requirementUpload,
      record: nav.record,
      teacher: nav.teacher,
      feedback: nav.feedback,
      feedbackResult: nav.feedbackResult,
    }).toEqual({
      account: catalogue.user.account.title,
      notifications: catalogue.notifications.page.title,
      entitle: catalogue.orders.entitlements.title,
      order: catalogue.orders.title,
      plan: catalogue.plan.title,
      child: catalogue.children.title,
      requirement: catalogue.requirements.list.title,
      requirementUpload: catalogue.requirements.upload.title,
      record: catalogue.records.title,
      teacher: catalogue.teacher.profilePage.title,
      feedback: catalogue.feedback.title,
      feedbackResult: catalogue.feedback.results.title,
    });
  });

  it('names the programmes as the site does', () => {
    expect(catalogue.layout.nav.insights).toBe(PROGRAMME_NAMES.insights[language]);
    expect(catalogue.layout.nav.inspire).toBe(PROGRAMME_NAMES.inspire[language]);
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AssessmentDetail } from '../../src/shared/api/assessments.ts';
import type { RequirementDetail } from '../../src/shared/api/requirements.ts';
import { expect } from './account-support.ts';
import { staffToken } from './orders-support.ts';

/** Helpers of the assessment and Inspire browser tests (issue 9): staff steps through the API. */

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function call<T>(request: APIRequestContext, path: string, token: string, data?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const response = await request.fetch(`/api/${path}`, { method, headers: { authorization: `Bearer ${token}`, language: 'en' }, data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

const inDays = (days: number, hourUtc = 2) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

/** A small real PDF, as a report or an earlier piece of work. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

export async function bookAssessmentByApi(request: APIRequestContext, token: string, childId: number): Promise<AssessmentDetail> {
  return call<AssessmentDetail>(request, 'ddcAssessment/create', token, {
    childId,
    subjects: ['mathematics', 'physics'],
    slots: [inDays(2), inDays(3), inDays(4)],
    timeZone: 'Asia/Shanghai',
    notes: '',
  });
}

/** Staff take an assessment from registered to report sent. */
export async function markAbnormalByApi(request: APIRequestContext, id: number, reason: string) {
  await call(request, `admin/assessment/markAbnormal/${id}`, await staffToken(request), { reason });
}

export async function submitRequirementByApi(request: APIRequestContext, token: string, childId: number): Promise<RequirementDetail> {
  return call<RequirementDetail>(request, 'ddcRequirement/create', token, {
    childId,
    questionnaire: {
      subjectArea: 'physics',
      goals: 'A research project on pendulums',
      currentLevel: 'Grade 6 science, reads widely',
      hours: 30,
      students: 1,
      preferredDays: ['sat'],
      preferredTimes: ['morning'],
      timeZone: 'Asia/Shanghai',
      language: 'en',
    },
  });
}

export const PROGRAMME = { nameEn: 'Pendulum research mentorship', nameZh: '单摆研究导师课', price: 360_000, hours: 30 };

/**
 * Picks the `nth` open day (0 first) of a date input's calendar, turning to the next month when
 * this one has too few left.
 */
export async function pickDay(page: Page, input: Locator, nth: number, nextMonthLabel: string) {
  await input.click();
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('table') }).last();
  await expect(dropdown).toBeVisible();
  const openDays = () => dropdown.locator('table button[aria-label]:not([data-disabled]):not([data-outside]):not([disabled])');
  const available = await openDays().count();
  if (available <= nth) {
    await dropdown.getByRole('button', { name: nextMonthLabel }).click();
    await openDays()
      .nth(nth - available)
      .click();
  } else {
    await openDays().nth(nth).click();
  }
  await expect(dropdown).toBeHidden();
}

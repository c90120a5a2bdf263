import { test } from '@playwright/test';
import type { UploadResultDto } from '../../src/shared/api/accounts.ts';
import type { FeedbackDetail } from '../../src/shared/api/feedback.ts';
import { samplePdf } from '../support/upload-samples.ts';
import { CATALOGUES, expect, interpolate, openSignedIn } from './account-support.ts';
import { call } from './journey-support.ts';
import { parentWithChild } from './orders-support.ts';
import { LANGUAGES, skipOffDiagonal } from './support.ts';

/**
 * Issue 33, item 9: a parent opens their own feedback attachment. The tab it opens sends no
 * session, so the file comes by a signed, short-lived link, as records do, not as a 404.
 */
for (const language of LANGUAGES) {
  test(`opens the parent's own feedback attachment in a new tab (${language})`, async ({ page, request }, testInfo) => {
    skipOffDiagonal(page, language);
    const t = CATALOGUES[language];
    const parent = await parentWithChild(request, testInfo, language, 'attach');
    const stored = await call<UploadResultDto>(request, 'POST', 'minio/upload?purpose=document', {
      token: parent.token,
      multipart: { file: { name: 'timetable.pdf', mimeType: 'application/pdf', buffer: samplePdf() } },
    });
    const thread = await call<FeedbackDetail>(request, 'POST', 'ddcFeedback/create', {
      token: parent.token,
      language,
      data: { category: 'schedule', text: 'Our timetable, attached.', fileKeys: [stored.key] },
    });

    await openSignedIn(page, language, `/user/feedback-result?open=${thread.id}`, parent.token);
    const attachment = page.getByTestId('feedback-thread').getByText(interpolate(t.feedback.thread.attachment, { name: 'timetable.pdf' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), attachment.click()]);
    await expect.poll(() => popup.url()).toMatch(/\/api\/ddcFeedback\/file\/[\w.-]+$/);
    // What the tab asked for, asked again with no session at all: the file itself.
    const served = await request.get(popup.url(), { headers: { authorization: '' } });
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    await popup.close();
  });
}

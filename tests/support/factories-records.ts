import type { App } from '../../src/server/app.ts';
import { envelopeOf, post } from './factories-accounts.ts';
import { staffToken } from './factories-orders.ts';
import { sampleDocx } from './office-samples.ts';
import { multipartBody, samplePdf } from './upload-samples.ts';

/** Builders for records and feedback tests: files uploaded through `minio/upload` and records staff add. */

export async function uploadDocument(app: App, token: string, file: { name: string; bytes: Buffer }): Promise<string> {
  const form = multipartBody(file);
  const response = await app.inject({
    method: 'POST',
    url: '/api/minio/upload?purpose=document',
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return (envelopeOf(response).data as { key: string }).key;
}

export const pdfFile = () => ({ name: 'autumn-transcript.pdf', bytes: samplePdf() });
export const docxFile = async () => ({ name: 'term-report.docx', bytes: await sampleDocx() });

/** A record staff added for a child, with a file of their upload. */
export async function addRecord(
  app: App,
  childId: number,
  file: { name: string; bytes: Buffer },
  overrides: Partial<{ kind: string; term: string; titleEn: string; titleZh: string }> = {},
): Promise<{ id: number }> {
  const staff = await staffToken(app);
  const fileKey = await uploadDocument(app, staff, file);
  const response = await post(
    app,
    '/api/admin/record/create',
    { childId, kind: 'report', term: '2026 Autumn', titleEn: 'Term report', titleZh: '学期报告', fileKey, ...overrides },
    { token: staff },
  );
  if (response.statusCode !== 200) throw new Error(`record refused: ${response.body}`);
  return envelopeOf(response).data as { id: number };
}

import type { Language } from '../../shared/language.ts';
import { ApiRequestError } from './api-client.ts';
import { readSessionToken } from './session-token.ts';

/**
 * Saves a private file (a receipt, a family's data) that needs the bearer token a plain link
 * cannot send: it is fetched with the token and handed to the browser as a download under
 * `fileName`. A refusal rejects with the server's own message, in the reader's language.
 */
export async function downloadPrivateFile(url: string, fileName: string, language: Language): Promise<void> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${readSessionToken()}`, Language: language } });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiRequestError(response.status, envelope?.message ?? `GET ${url} answered ${response.status}`);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: objectUrl, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the memory is not needed after.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

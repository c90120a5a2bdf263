import { readSessionToken } from './session-token.ts';

/**
 * Saves a private file (a receipt) that needs the bearer token a plain link cannot send: it is
 * fetched with the token and handed to the browser as a download under `fileName`.
 */
export async function downloadPrivateFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${readSessionToken()}` } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: objectUrl, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the memory is not needed after.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

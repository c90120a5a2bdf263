import { readSessionToken } from './session-token.ts';

/**
 * A private file (a transfer proof, an assessment report, a requirement's attachment) needs the
 * bearer token that a plain link cannot send: it is fetched with it and shown from memory. The
 * tab opens at once, inside the click, so that no popup blocker stops it.
 */
export async function openPrivateFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${readSessionToken()}` } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = objectUrl;
    else window.location.assign(objectUrl);
    // The new tab has loaded it by then; the memory is not needed after.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * A private file behind a signed, short-lived link, asked for at the click: the tab opens at
 * once, inside the click, and is pointed at the link when it comes.
 */
export async function openSignedLink(signedUrl: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await signedUrl();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}

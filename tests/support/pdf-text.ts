/**
 * The text of a PDF as a reader would select it, page by page, through PDF.js: what a receipt says
 * can then be checked in words, whichever fonts it embeds.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await document.destroy();
  return pages;
}

/** The fonts a PDF embeds, by their PostScript names: a subset's name starts with six capitals and a plus. */
export function embeddedFontNames(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/([A-Z]{6}\+[\w-]+)/g)].map((match) => match[1]);
}

const HEADING_TAG = /<(\/?)h([1-6])\b([^>]*)>/gi;

/**
 * Editors' HTML has its own headings (h3 and h4), whatever the page around it. Renumbers them to
 * sit just under the heading that holds them (`parentLevel`): the levels used close up from
 * `parentLevel + 1`, so the page's outline skips none (a lone h4 under an h2 becomes an h3). A
 * renumbered heading keeps the size it was written at, through `data-written-level` (global.css).
 */
export function nestHeadings(html: string, parentLevel: number): string {
  const used = [...new Set([...html.matchAll(HEADING_TAG)].map((match) => Number(match[2])))].sort((a, b) => a - b);
  const levelOf = new Map(used.map((written, rank) => [written, Math.min(parentLevel + 1 + rank, 6)]));
  return html.replace(HEADING_TAG, (tag, closing: string, written: string, rest: string) => {
    const level = levelOf.get(Number(written)) ?? Number(written);
    if (level === Number(written)) return tag;
    return closing ? `</h${level}>` : `<h${level} data-written-level="${written}"${rest}>`;
  });
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// Noto Sans SC (OFL-1.1) from the @embedpdf/fonts-sc package: Latin and Chinese in one face, so
// that a child's or a course's Chinese name prints on an English document too. pdfkit embeds only
// the glyphs a document uses, with a ToUnicode map, so its text can be selected and searched.
const require = createRequire(import.meta.url);
const FONT_FOLDER = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
let regularFont: Promise<Buffer> | undefined;
let boldFont: Promise<Buffer> | undefined;

/** The regular and bold faces, read once per process. */
export async function notoFonts(): Promise<{ regular: Buffer; bold: Buffer }> {
  const [regular, bold] = await Promise.all([
    (regularFont ??= readFile(path.join(FONT_FOLDER, 'NotoSansHans-Regular.otf'))),
    (boldFont ??= readFile(path.join(FONT_FOLDER, 'NotoSansHans-Bold.otf'))),
  ]);
  return { regular, bold };
}

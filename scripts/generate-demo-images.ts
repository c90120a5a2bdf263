/**
 * Draws the demo pictures the seed refers to (D19: nothing is downloaded) and writes them into
 * public/images/demo/. Deterministic: running it again gives byte-identical files.
 *
 *   npx tsx scripts/generate-demo-images.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FACULTY_PLANS } from '../src/server/db/seed/faculty.ts';
import { SHARINGS } from '../src/server/db/seed/home.ts';
import { planProducts } from '../src/server/db/seed/products.ts';
import {
  BLOCK_IMAGES,
  blockImage,
  facultyPortrait,
  HERO_IMAGES,
  heroImage,
  productPicture,
  sharingAvatar,
  SUBJECT_THEMES,
  subjectIcon,
  type SubjectTheme,
} from '../src/server/db/seed/demo-images.ts';
import { illustrationSvg } from './demo-images/illustrations.ts';
import { portraitSvg } from './demo-images/portraits.ts';
import { productArtSvg } from './demo-images/product-art.ts';
import { subjectIconSvg } from './demo-images/subject-icons.ts';

const publicFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const written: { url: string; bytes: number }[] = [];
// Start from an empty folder, so that a picture the seed no longer uses does not linger.
rmSync(path.join(publicFolder, 'images', 'demo'), { recursive: true, force: true });

function write(url: string, svg: string) {
  const file = path.join(publicFolder, url);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written.push({ url, bytes: Buffer.byteLength(svg) });
}

FACULTY_PLANS.forEach((member, index) => write(facultyPortrait(index + 1), portraitSvg(member.look, `faculty-${index + 1}`)));
SHARINGS.forEach((sharing, index) => write(sharingAvatar(index + 1), portraitSvg(sharing.look, `sharing-${index + 1}`)));
// As many pictures per subject as the seeded products use, so that no two products share one (the day does not matter).
const picturesPerSubject = new Map<SubjectTheme, number>();
for (const product of planProducts('2026-01-01')) {
  picturesPerSubject.set(product.course.subject, (picturesPerSubject.get(product.course.subject) ?? 0) + product.pictures.length);
}
for (const subject of SUBJECT_THEMES) {
  write(subjectIcon(subject), subjectIconSvg(subject));
  for (let variant = 0; variant < (picturesPerSubject.get(subject) ?? 1); variant += 1) {
    write(productPicture(subject, variant), productArtSvg(subject, variant));
  }
}
for (const [name, spec] of Object.entries(HERO_IMAGES)) {
  write(heroImage(name as keyof typeof HERO_IMAGES), illustrationSvg(spec, `hero-${name}`));
}
for (const [name, spec] of Object.entries(BLOCK_IMAGES)) write(blockImage(name), illustrationSvg(spec, `block-${name}`));

const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
console.log(`Wrote ${written.length} SVG files to public/images/demo (largest: ${largest.url}, ${largest.bytes} bytes).`);

/**
 * Where the generated demo pictures live (public/ is served at the site root). The generator,
 * scripts/generate-demo-images.ts, writes the files at these same addresses.
 */
export const DEMO_IMAGE_ROOT = '/images/demo';

/** Subject themes that have their own colour and product illustrations. */
export const SUBJECT_THEMES = [
  'mathematics',
  'physics',
  'chemistry',
  'biology',
  'computer-science',
  'writing',
  'economics',
  'astronomy',
] as const;
export type SubjectTheme = (typeof SUBJECT_THEMES)[number];

export const FACULTY_PORTRAIT_COUNT = 42;
export const SHARING_AVATAR_COUNT = 6;

const twoDigits = (value: number) => String(value).padStart(2, '0');

export const facultyPortrait = (number: number) => `${DEMO_IMAGE_ROOT}/faculty/${twoDigits(number)}.svg`;
export const sharingAvatar = (number: number) => `${DEMO_IMAGE_ROOT}/sharings/${twoDigits(number)}.svg`;
export const subjectIcon = (subject: SubjectTheme) => `${DEMO_IMAGE_ROOT}/subjects/${subject}.svg`;
export const heroImage = (name: keyof typeof HERO_IMAGES) => `${DEMO_IMAGE_ROOT}/heroes/${name}.svg`;
export const blockImage = (name: string) => `${DEMO_IMAGE_ROOT}/blocks/${name}.svg`;

/** Product pictures are numbered per subject from 0; the generator draws as many as the seeded products use. */
export const productPicture = (subject: SubjectTheme, variant: number) => `${DEMO_IMAGE_ROOT}/products/${subject}-${variant + 1}.svg`;

/** 4:3 beside text, 16:9 above or below it, 16:7 behind it (overly blocks and home heroes). */
export const IMAGE_ASPECTS = {
  standard: { width: 800, height: 600 },
  wide: { width: 1280, height: 720 },
  banner: { width: 1600, height: 700 },
} as const;
export type ImageAspect = keyof typeof IMAGE_ASPECTS;

export type ImageMotif =
  | 'lightbulb' | 'path' | 'classroom' | 'people' | 'checklist' | 'compass' | 'chart'
  | 'calendar' | 'trophy' | 'envelope' | 'map' | 'microscope' | 'books' | 'flask' | 'geometry' | 'clock';

export type ImagePalette = SubjectTheme | 'brand';

/**
 * The composed scenes drawn behind overlaid text: one per subject and one per page, plus the home
 * page's slides. The generator (scripts/demo-images/scenes.ts) knows what each one shows.
 */
export const SCENES = [
  ...SUBJECT_THEMES,
  'about',
  'programs',
  'assessments',
  'insights',
  'inspire',
  'events',
  'teach',
  'contact',
  'blog',
  'home-programs',
  'home-assessments',
  'home-about',
] as const;
export type SceneName = (typeof SCENES)[number];

/** A calm motif on a light ground beside text, or a composed dark scene behind it. */
export type IllustrationSpec =
  | { aspect: Exclude<ImageAspect, 'banner'>; motif: ImageMotif; palette: ImagePalette }
  | { aspect: 'banner'; scene: SceneName };

const illustration = (aspect: Exclude<ImageAspect, 'banner'>, motif: ImageMotif, palette: ImagePalette): IllustrationSpec => ({
  aspect,
  motif,
  palette,
});
const banner = (scene: SceneName): IllustrationSpec => ({ aspect: 'banner', scene });

/** The home page's slides, and a scene per subject for staff to put on a slide of their own. */
export const HERO_IMAGES = {
  programs: banner('home-programs'),
  assessments: banner('home-assessments'),
  about: banner('home-about'),
  ...(Object.fromEntries(SUBJECT_THEMES.map((subject) => [subject, banner(subject)])) as Record<SubjectTheme, IllustrationSpec>),
} as const satisfies Record<string, IllustrationSpec>;

/** Every picture a content block shows; the seed refers to them by name. */
export const BLOCK_IMAGES = {
  'about-banner': banner('about'),
  mission: illustration('standard', 'lightbulb', 'brand'),
  story: illustration('standard', 'path', 'brand'),
  approach: illustration('wide', 'classroom', 'physics'),
  'faculty-collage': illustration('wide', 'people', 'brand'),
  'assessment-banner': banner('assessments'),
  'assessment-steps': illustration('standard', 'checklist', 'mathematics'),
  'assessment-subjects': illustration('standard', 'compass', 'chemistry'),
  'assessment-report': illustration('wide', 'chart', 'economics'),
  'programs-banner': banner('programs'),
  'insights-group': illustration('standard', 'people', 'physics'),
  'inspire-mentor': illustration('standard', 'lightbulb', 'writing'),
  'programs-compare': illustration('wide', 'compass', 'brand'),
  'programs-fees': illustration('wide', 'calendar', 'economics'),
  'insights-banner': banner('insights'),
  'small-group': illustration('standard', 'classroom', 'mathematics'),
  'weekly-rhythm': illustration('standard', 'calendar', 'biology'),
  'progress-chart': illustration('wide', 'chart', 'physics'),
  'inspire-banner': banner('inspire'),
  'inspire-planning': illustration('standard', 'path', 'writing'),
  'inspire-research': illustration('standard', 'microscope', 'biology'),
  'inspire-hours': illustration('wide', 'clock', 'writing'),
  'events-banner': banner('events'),
  'olympiad-camp': illustration('wide', 'trophy', 'brand'),
  'open-day': illustration('standard', 'classroom', 'chemistry'),
  'parent-seminar': illustration('standard', 'people', 'economics'),
  showcase: illustration('wide', 'trophy', 'computer-science'),
  'teach-banner': banner('teach'),
  'teacher-profile': illustration('standard', 'books', 'computer-science'),
  'online-classroom': illustration('standard', 'classroom', 'computer-science'),
  'application-steps': illustration('wide', 'checklist', 'brand'),
  'contact-banner': banner('contact'),
  'contact-office': illustration('standard', 'clock', 'brand'),
  'contact-envelope': illustration('standard', 'envelope', 'chemistry'),
  'blog-banner': banner('blog'),
  'blog-problem': illustration('standard', 'geometry', 'mathematics'),
  'blog-reading': illustration('standard', 'books', 'writing'),
  'blog-kitchen-science': illustration('standard', 'flask', 'chemistry'),
  'blog-ap-ib': illustration('standard', 'path', 'economics'),
} as const satisfies Record<string, IllustrationSpec>;
export type BlockImageName = keyof typeof BLOCK_IMAGES;

/** A block's image with the size it is drawn at, so the page can reserve its space. */
export function blockPicture(name: BlockImageName) {
  const { width, height } = IMAGE_ASPECTS[BLOCK_IMAGES[name].aspect];
  return { image: blockImage(name), imageWidth: width, imageHeight: height };
}

/** How an illustrated portrait looks; skin tone and colours are chosen by the generator. */
export interface PortraitLook {
  hair: 'short' | 'long' | 'bob' | 'bun' | 'ponytail' | 'curly' | 'bald';
  beard?: boolean;
  glasses?: boolean;
  grey?: boolean;
}

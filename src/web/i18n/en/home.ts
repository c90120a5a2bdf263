export const home = {
  metaTitle: 'Everbright Academy · Online classes for gifted K-12 students',
  metaDescription:
    'Live online small-group classes, one-to-one mentoring and placement assessments for gifted K-12 students, taught in English and Chinese by experienced teachers.',
  hero: {
    heading: 'Everbright Academy · online learning for gifted K-12 students',
    label: 'Highlights',
    slide: 'Slide {{index}} of {{count}}',
    showSlide: 'Show slide {{index}}: {{title}}',
    previous: 'Previous slide',
    next: 'Next slide',
  },
  intro: {
    eyebrow: 'Why Everbright',
    cta: 'About the academy',
  },
  subjects: {
    eyebrow: 'Subjects',
    title: 'Where curiosity goes deeper',
    showAll: 'Show all {{count}} subjects',
  },
  products: {
    eyebrow: 'Courses',
    title: 'Featured courses',
    lead: 'Small live classes and one-to-one programs, planned around the school year.',
    cta: 'Browse all courses',
  },
  sharings: {
    eyebrow: 'Families',
    title: 'What families say',
  },
  unavailable: {
    title: 'The home page is taking a break',
    body: 'We could not load this page just now. Please try again in a moment.',
  },
};

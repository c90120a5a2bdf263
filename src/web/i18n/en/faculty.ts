export const faculty = {
  metaTitle: 'Our Faculty · Everbright Academy',
  metaDescription:
    'Meet the teachers of Everbright Academy: experienced subject specialists and mentors for gifted K-12 students.',
  eyebrow: 'Teach',
  title: 'Our Faculty',
  count_one: '{{count}} teacher',
  count_other: '{{count}} teachers',
  countOfSubject_one: '{{count}} teacher of {{subject}}',
  countOfSubject_other: '{{count}} teachers of {{subject}}',
  showAll: 'Show all {{count}} teachers',
  filter: {
    label: 'Teachers by subject',
    all: 'All subjects',
  },
  listSeparator: ' · ',
  courses: 'Open for enrolment',
  photoAlt: 'Portrait of {{name}}',
  joinTitle: 'Would you like to teach with us?',
  joinCta: 'Teach at Everbright',
  unavailable: {
    title: 'The faculty list is not available right now',
    body: 'Please try again in a moment.',
  },
};

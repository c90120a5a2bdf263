/** The back office's faculty entries (D18). */
export const adminFaculty = {
  title: 'Faculty',
  subtitle: 'The teachers on the faculty page. A saved change shows on the site at once.',
  searchPlaceholder: 'Name',
  create: 'New faculty entry',
  backToList: 'Back to the faculty',
  columns: { name: 'Name', subjects: 'Subjects', position: 'Order' },
  tabs: { entry: 'Entry' },
  teacherLink: {
    title: 'Teacher account',
    body: 'The linked account sees the classes this entry teaches, their rosters and classroom links.',
    label: 'Linked account',
    none: 'No account linked',
    save: 'Save link',
    saved: 'Saved',
  },
  fields: {
    name: 'Name',
    biography: 'Biography',
    photo: 'Photo',
    subjects: 'Subjects',
    published: 'Shown on the faculty page',
    publishedHint: 'A hidden entry stays here but visitors do not see it.',
  },
};

/** A teacher's progress reports (/user/reports, issue 29). */
export const teacherReports = {
  title: 'Progress reports',
  subtitle: 'A short report on each child of your courses, as the academy asks. The academy reviews each one before the family receives it.',
  loadFailed: 'Your reports could not be loaded',
  empty: 'No reports to write',
  emptyHint: 'When the academy asks for progress reports on a course you teach, they appear here.',
  status: { requested: 'To write', submitted: 'Sent for review' },
  requestedOn: 'Asked for on {{date}}',
  submittedOn: 'Sent on {{date}}; you can still improve it until the academy releases it',
  textLabel: 'Your report on {{name}}',
  textHint: 'What they did well, where they grew, and what to work on next.',
  submit: 'Send for review',
  update: 'Save changes',
  saved: 'Report saved: the academy will review it',
};

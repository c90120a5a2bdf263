/** The back office's parent–teacher conversations (/admin/teacher-threads). */
export const adminTeacherThreads = {
  title: 'Teacher messages',
  subtitle: 'Every conversation between a family and their child’s teachers. Write in one, or close it.',
  detailTitle: 'Conversation',
  searchPlaceholder: 'Child, family or course',
  all: 'All',
  states: { open: 'Open', closed: 'Closed' },
  columns: { conversation: 'Child and course', between: 'Family and teachers', latest: 'Latest message', state: 'State' },
  empty: 'No conversations match.',
  between: 'Between {{family}} and {{teachers}}. Families and teachers see your messages as from the academy.',
  backToList: 'All conversations',
  close: 'Close conversation',
  reopen: 'Reopen conversation',
  closedDone: 'The conversation is closed.',
  reopened: 'The conversation is open again.',
  closedNotice: 'This conversation is closed: reopen it to write.',
};

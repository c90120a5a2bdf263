/** The back office's audit log. */
export const adminAudit = {
  title: 'Audit log',
  subtitle: 'Every change staff made, newest first: who, when, what, and the fields before and after.',
  searchPlaceholder: 'Action, staff member, record or note',
  from: 'From',
  to: 'To',
  columns: { time: 'When', staff: 'Staff', action: 'What', record: 'Record', changes: 'Before → after' },
  entities: {
    order: 'Order',
    family: 'Family',
    teacherApplication: 'Teacher application',
    staff: 'Staff account',
    notification: 'Notification',
  },
};

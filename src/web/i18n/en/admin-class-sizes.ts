/** D31: courses below their minimum near their first class. */
export const adminClassSizes = {
  title: 'Small classes to decide',
  description: 'Courses still below their minimum within a few days of their first class. Run each anyway, or cancel it and refund every family in full.',
  empty: 'No course needs a decision now.',
  firstClass: 'First class {{time}}',
  runAnyway: 'Run anyway',
  cancel: 'Cancel the course',
  confirm: {
    runAnywayTitle: 'Run “{{name}}” anyway?',
    runAnywayBody: 'The course is confirmed below its minimum, and its families are told.',
    cancelTitle: 'Cancel “{{name}}”?',
    cancelBody: 'Unpaid orders close. Paid orders get all their tuition back: card payments at once, transfers as refunds for staff to send. Bookings and entitlements end, and every family is told in its language.',
  },
};

/** The back office's small catalogue lists: timetables, course systems, grades. */
export const adminLists = {
  title: 'Timetables and lists',
  subtitle: 'Timetables, course systems and the grades courses are offered to.',
  tabs: { timetables: 'Timetables', courseSystems: 'Course systems', grades: 'Grades' },
  add: 'Add',
  edit: 'Edit',
  editOf: 'Edit {{name}}',
  empty: 'Nothing here yet.',
  fields: { code: 'Code', name: 'Name', startDate: 'Starts', endDate: 'Ends', dates: 'Dates', position: 'Order' },
};

/** The calendar widget (spec §2): its arrows and level buttons. */
export const calendar = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousYears: 'Previous twelve years',
  nextYears: 'Next twelve years',
  chooseMonth: '{{title}}: choose another month',
  chooseYear: '{{title}}: choose another year',
};

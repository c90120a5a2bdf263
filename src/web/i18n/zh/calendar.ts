import type { Catalogue } from '../catalogue-shape.ts';
import type { calendar as en } from '../en/calendar.ts';

export const calendar: Catalogue<typeof en> = {
  previousMonth: '上个月',
  nextMonth: '下个月',
  previousYear: '上一年',
  nextYear: '下一年',
  previousYears: '前十二年',
  nextYears: '后十二年',
  chooseMonth: '{{title}}：选择其他月份',
  chooseYear: '{{title}}：选择其他年份',
};

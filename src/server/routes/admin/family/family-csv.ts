import type { AdminFamilySummary } from '../../../../shared/api/admin-families.ts';
import type { CsvColumn } from '../../../http/csv.ts';

/** The columns of the family list's CSV export. */
export const familyCsvColumns: CsvColumn<AdminFamilySummary>[] = [
  { header: { en: 'Username', cn: '用户名' }, value: (family) => family.username },
  { header: { en: 'Name', cn: '昵称' }, value: (family) => family.nickname },
  { header: { en: 'E-mail', cn: '邮箱' }, value: (family) => family.email },
  { header: { en: 'Registered', cn: '注册时间' }, value: (family) => family.createTime },
  { header: { en: 'Children', cn: '学员数' }, value: (family) => family.childCount },
  { header: { en: 'Orders', cn: '订单数' }, value: (family) => family.orderCount },
  { header: { en: 'Adviser', cn: '顾问' }, value: (family) => family.adviser?.name ?? '' },
  { header: { en: 'Disabled', cn: '已停用' }, value: (family) => (family.disabled ? 'yes' : '') },
];

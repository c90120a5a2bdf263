import type { adminAudit as english } from '../en/admin-audit.ts';
import type { Catalogue } from '../catalogue-shape.ts';

/** The back office's audit log. */
export const adminAudit: Catalogue<typeof english> = {
  title: '操作日志',
  subtitle: '员工的每一次修改，按时间倒序：谁、何时、做了什么，以及修改前后的字段。',
  searchPlaceholder: '操作、员工、对象或备注',
  from: '开始日期',
  to: '结束日期',
  columns: { time: '时间', staff: '员工', action: '操作', record: '对象', changes: '修改前 → 修改后' },
  entities: {
    order: '订单',
    family: '家庭',
    teacherApplication: '教师申请',
    staff: '员工账号',
    notification: '通知',
  },
};

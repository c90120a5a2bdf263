import type { AdminStaffList, AdminStaffSummary } from '../../shared/api/admin-staff.ts';
import type { StaffRecord } from '../db/repositories/staff-repository.ts';

export function presentStaff(row: StaffRecord): AdminStaffSummary {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    role: row.role,
    disabled: row.disabledAt !== null,
    mustChangePassword: row.mustChangePassword,
    createTime: row.createdAt.toISOString(),
    adviserId: row.adviserCardId,
  };
}

export function presentStaffPage(page: { total: number; rows: StaffRecord[] }): AdminStaffList {
  return { total: page.total, list: page.rows.map(presentStaff) };
}

import type { CreateStaffBody } from '../../../../shared/api/admin-staff.ts';
import { useStaffMutation } from './use-staff-mutation.ts';

/** `admin/staff/create`: an admin or an adviser with their card; a welcome mail leads to choosing a password. */
export const useCreateStaff = () => useStaffMutation(() => 'admin/staff/create', (body: CreateStaffBody) => body);

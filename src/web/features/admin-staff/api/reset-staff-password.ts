import { useStaffMutation } from './use-staff-mutation.ts';

/** `admin/staff/resetPassword/{id}`: mails a reset code through the "Forgot password" flow. */
export const useResetStaffPassword = () => useStaffMutation((id: number) => `admin/staff/resetPassword/${id}`);

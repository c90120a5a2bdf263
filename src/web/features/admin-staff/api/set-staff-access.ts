import { useStaffMutation } from './use-staff-mutation.ts';

/** `admin/staff/disable/{id}` and `admin/staff/enable/{id}`: disabling ends the account's sessions. */
export const useSetStaffAccess = () =>
  useStaffMutation(({ id, disabled }: { id: number; disabled: boolean }) => `admin/staff/${disabled ? 'disable' : 'enable'}/${id}`, () => ({}));

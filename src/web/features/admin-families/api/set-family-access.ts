import { useFamilyMutation } from './use-family-mutation.ts';

/** `admin/family/disable/{id}` and `admin/family/enable/{id}`: disabling ends the family's sessions. */
export const useSetFamilyAccess = () =>
  useFamilyMutation(
    ({ familyId, disabled }: { familyId: number; disabled: boolean }) => `admin/family/${disabled ? 'disable' : 'enable'}/${familyId}`,
    () => ({}),
  );

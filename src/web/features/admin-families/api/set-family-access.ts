import { useFamilyMutation } from './use-family-mutation.ts';

/** `admin/family/disable/{id}` and `admin/family/enable/{id}`: disabling ends the family's sessions. */
export const useSetFamilyAccess = () =>
  useFamilyMutation(
    ({ familyId, disabled }: { familyId: number; disabled: boolean }) => `admin/family/${disabled ? 'disable' : 'enable'}/${familyId}`,
    () => ({}),
  );

/** `admin/family/delete/{id}` and `admin/family/delete/cancel/{id}`: the family's deletion, asked or withdrawn on their word. */
export const useSetFamilyDeletion = () =>
  useFamilyMutation(
    ({ familyId, requested }: { familyId: number; requested: boolean }) => `admin/family/${requested ? 'delete' : 'delete/cancel'}/${familyId}`,
    () => ({}),
  );

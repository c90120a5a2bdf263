import type { AssignAdviserBody } from '../../../../shared/api/admin-families.ts';
import { useFamilyMutation } from './use-family-mutation.ts';

/** `admin/family/assignAdviser/{id}`: the adviser card on the family's home page, or none. */
export const useAssignAdviser = () =>
  useFamilyMutation(
    ({ familyId }: { familyId: number } & AssignAdviserBody) => `admin/family/assignAdviser/${familyId}`,
    ({ adviserId }) => ({ adviserId }),
  );

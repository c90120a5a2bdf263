import type { Route } from './+types/user-requirement-upload';
import { RequirementUploadPage } from '../features/requirements/components/requirement-upload-page.tsx';
import { userPageMeta } from '../features/user-area/page-title.ts';

export const meta: Route.MetaFunction = ({ matches }) => userPageMeta(matches, 'requirementUpload');

export default function UserRequirementUploadRoute() {
  return <RequirementUploadPage />;
}

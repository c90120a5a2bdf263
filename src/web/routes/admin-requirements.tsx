import { RequirementsBoard } from '../features/admin-requirements/components/requirements-board.tsx';

export default function AdminRequirementsPage() {
  return <RequirementsBoard />;
}

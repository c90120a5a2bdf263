import { FamiliesList } from '../features/admin-families/components/families-list.tsx';

export default function AdminFamiliesPage() {
  return <FamiliesList />;
}

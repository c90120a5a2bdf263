import { ClassesList } from '../features/admin-classes/components/classes-list.tsx';

export default function AdminClassesPage() {
  return <ClassesList />;
}

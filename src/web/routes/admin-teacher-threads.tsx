import { TeacherThreadList } from '../features/admin-teacher-threads/components/teacher-thread-list.tsx';

export default function AdminTeacherThreadsPage() {
  return <TeacherThreadList />;
}

import { useLocation } from 'react-router';
import type { Route } from './+types/admin-teacher-thread';
import { TeacherThreadPage } from '../features/admin-teacher-threads/components/teacher-thread-page.tsx';
import { backHrefOf } from '../components/admin/back-href.ts';

export default function AdminTeacherThreadPage({ params }: Route.ComponentProps) {
  return <TeacherThreadPage key={params.id} threadId={Number(params.id)} backHref={backHrefOf(useLocation().state, '/admin/teacher-threads')} />;
}

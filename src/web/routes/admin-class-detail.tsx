import { useLocation } from 'react-router';
import type { Route } from './+types/admin-class-detail';
import { ClassDetail } from '../features/admin-classes/components/class-detail.tsx';
import { backHrefOf } from '../components/admin/back-href.ts';

export default function AdminClassDetailPage({ params }: Route.ComponentProps) {
  return <ClassDetail key={params.id} scheduleId={Number(params.id)} backHref={backHrefOf(useLocation().state, '/admin/classes')} />;
}

import { useLocation } from 'react-router';
import type { Route } from './+types/admin-family-detail';
import { backHrefOf } from '../components/admin/back-href.ts';
import { FamilyDetail } from '../features/admin-families/components/family-detail.tsx';

export default function AdminFamilyDetailPage({ params }: Route.ComponentProps) {
  return <FamilyDetail key={params.id} familyId={Number(params.id)} backHref={backHrefOf(useLocation().state, '/admin/families')} />;
}

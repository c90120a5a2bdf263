import { useLocation } from 'react-router';
import type { Route } from './+types/admin-requirement-detail';
import { RequirementDetail } from '../features/admin-requirements/components/requirement-detail.tsx';
import { backHrefOf } from '../components/admin/back-href.ts';

export default function AdminRequirementDetailPage({ params }: Route.ComponentProps) {
  return <RequirementDetail key={params.id} requirementId={Number(params.id)} backHref={backHrefOf(useLocation().state, '/admin/requirements')} />;
}

import { useLocation } from 'react-router';
import type { Route } from './+types/admin-assessment-detail';
import { AssessmentDetail } from '../features/admin-assessments/components/assessment-detail.tsx';
import { backHrefOf } from '../components/admin/back-href.ts';

export default function AdminAssessmentDetailPage({ params }: Route.ComponentProps) {
  return <AssessmentDetail key={params.id} assessmentId={Number(params.id)} backHref={backHrefOf(useLocation().state, '/admin/assessments')} />;
}

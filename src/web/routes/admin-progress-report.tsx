import { useLocation } from 'react-router';
import type { Route } from './+types/admin-progress-report';
import { ProgressReportPage } from '../features/admin-progress-reports/components/progress-report-page.tsx';
import { backHrefOf } from '../components/admin/back-href.ts';

export default function AdminProgressReportPage({ params }: Route.ComponentProps) {
  return <ProgressReportPage key={params.id} reportId={Number(params.id)} backHref={backHrefOf(useLocation().state, '/admin/progress-reports')} />;
}
